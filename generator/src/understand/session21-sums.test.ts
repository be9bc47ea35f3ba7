import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** Figures the writer asks to be worked out (dev92–dev95 steering sets), each said here in words of our own. */
describe('computed figures said in other words (session 21)', () => {
  test.each<[string, string, string[]]>([
    ['"my weekly pay" names the rate\'s total Pay', 'I work at a cafe for 11 an hour. log each shift with date and hours and show my weekly pay', ['formula:pay']],
    ['"claim 30p a mile" is a rate in pence, named by the claim', 'I claim 30p a mile for driving to clients. log each drive with date and miles and show how much I can claim', ['formula:claim']],
    ['"4 seconds in, 6 out" are lengths in turn, the unit said once', 'breathing timer: 4 seconds in, 2 hold, 6 out, repeat for 5 rounds', ['timer:duration 6s', 'timer:rounds 5']],
    ['"goes back to zero at midnight" restarts the count each day', 'count my cigarettes, limit 5, it goes back to zero at midnight', ['counter:reset daily']],
    ['"buy 5 get the 6th free" is a stamp card full at 6', 'car wash loyalty card: buy 5 get the 6th free. a button adds a stamp and it shows how many to go', ['counter:goal 6', 'formula:to go']],
    ['"due 14 march … how many weeks pregnant" counts down to that day and says the week of the pregnancy', 'my due date: she is due 14 march. show how many weeks pregnant i am and the days left', ['date:countdown', 'date:days-until', 'formula:weeks']],
    ['"how many weeks to go" says the days left in weeks too', 'our holiday is on 2026-08-01. how many weeks to go?', ['date:days-until', 'formula:weeks']],
    ['"count robins, wrens and blackbirds separately … the total" keeps a count of each and their total', 'bird survey: count robins, wrens and blackbirds separately and show the total', ['counter', 'content:has robins,wrens,blackbirds', 'formula:total']],
    ['"a recipe for 6 servings but I\'m making it for 2 … type the amount" scales one ingredient\'s amount', 'my cake recipe makes 6 servings but im making it for 2. i want to type the amount of an ingredient and see how much to use', ['input:amount(number)', 'input:servings(number)', 'formula:amount']],
    ['"the dog needs worming about every 3 months … the average gap" logs the dates and predicts the next', 'the dog needs worming tablet about every 3 months. log the dates and tell me when the next one is due from the average gap', ['records:tablet fields date(date)', 'date:average-interval', 'date:predict-next']],
    ['"how many are left" under a goal says "left", and "each tap adds 5" counts in fives', 'squat counter, goal 50 a day, each tap adds 5. show how many are left', ['counter:goal 50', 'counter:step 5', 'formula:left']],
    ['"guess roughly when my next one will be" predicts from the average gap', 'log each time i buy dog food: date and brand. guess roughly when my next bag will be needed', ['date:average-interval', 'date:predict-next']],
    ['"when I\'ll probably need the next one" predicts too', 'eyebrow wax log - i log each date and it tells me when i\'ll probably need the next one', ['date:predict-next']],
    ['"days till halloween 2027" counts to that year\'s one', 'how many days till halloween 2027', ['date:countdown 2027-10-31']],
    ['"kind (money in or money out) … my balance" is the ins less the outs', 'Savings jar. I log entries: kind (money in or money out), amount, date. Show my balance.', ['formula:balance', 'aggregate:sum amount per kind']],
    ['"show pay for each job (hours x rate)" names each job\'s figure Earnings when asked so', 'Log each job with client, date, hours and hourly rate. Show earnings for each job (hours x rate)', ['formula:earnings']],
    ['"the amount i\'m owed at 0.45 per mile" names the figure Owed, even in a log for reimbursement', 'trip log for expenses reimbursement: date, where, miles. show the amount i\'m owed at 0.45 per mile', ['formula:owed']],
    ['"shows the new amount" names the scaled result as asked', 'recipe scaler: servings it makes, servings i need, and an amount, then it shows the new amount', ['formula:new amount']],
    ['"total per person" over "who cooked" adds up for each cook', 'Log each dinner: date, cost, who cooked (me, flatmate). Show total cost per person', ['aggregate:sum cost per cook']],
    ['"aiming for 5 a day" is the counter\'s goal', 'a counter for glasses of water. tap once per glass, aiming for 5 a day', ['counter:goal 5']],
    ['"days until harvest for each" counts down to the harvest date field', 'veg log: crop, date sown, harvest date, and days until harvest for each', ['date:days-until']],
    ['"I enter my weekly pay and my weekly spending … how much I have left and what percent of my pay" works out both', 'budget calc: I enter my weekly pay and my weekly spending, and it shows how much I have left and what percent of my pay that is', ['input:pay(number)', 'input:spending(number)', 'formula:left']],
    ['"how much each pays" in a bill splitter names the share by each', 'tip calculator for dinners out: the bill, tip % and number of people, then how much each pays', ['formula:each']],
    ['"a +$2 button … goal $80" in a money jar puts in 2 with a tap and shows the goal', 'coin jar app with a +$2 button every time i drop money in, and take out too. goal $80', ['counter:goal 80', 'formula:goal']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"double time on holidays" counts the ticked records twice in the pay', () => {
    const { spec } = composeApp('I get paid 10 an hour and double time on holidays. log each shift: date, hours, holiday yes/no. show my total pay');
    expect(JSON.stringify(spec)).toMatch(/sumIf\(\w+, 'hours', 'holiday', true\) \* 1\)/);
  });
});
