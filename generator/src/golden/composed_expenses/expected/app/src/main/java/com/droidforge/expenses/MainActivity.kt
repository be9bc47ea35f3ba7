package com.droidforge.expenses

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.Spinner
import android.widget.TextView

/** The "Expenses" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var expensesAmountInput: EditText
    private lateinit var expensesDateInput: EditText
    private lateinit var expensesCategorySelect: Spinner
    private lateinit var expensesAdd: Button
    private lateinit var expensesCancel: Button
    private lateinit var summary0: TextView
    private lateinit var summary1: TextView
    private lateinit var expensesList: ListView
    private lateinit var expensesListEmpty: TextView
    private val expensesListAdapter = ExpensesListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        expensesAmountInput = findViewById(R.id.expenses_amount_input) as EditText
        onTextChange(expensesAmountInput) { text -> AppState.newAmount = Expr.num(text) }
        expensesDateInput = findViewById(R.id.expenses_date_input) as EditText
        onTextChange(expensesDateInput) { text -> AppState.newDate = text }
        expensesCategorySelect = findViewById(R.id.expenses_category_select) as Spinner
        onSelect(expensesCategorySelect) { option -> AppState.newCategory = option }
        expensesAdd = findViewById(R.id.expenses_add) as Button
        expensesAdd.setOnClickListener { onExpensesAddClick() }
        expensesCancel = findViewById(R.id.expenses_cancel) as Button
        expensesCancel.setOnClickListener { onExpensesCancelClick() }
        summary0 = findViewById(R.id.summary_0) as TextView
        summary1 = findViewById(R.id.summary_1) as TextView
        expensesList = findViewById(R.id.expenses_list) as ListView
        expensesList.adapter = expensesListAdapter
        expensesListEmpty = findViewById(R.id.expenses_list_empty) as TextView
        expensesList.setOnItemClickListener { _, _, row, _ -> onExpensesListItemClick(expensesListAdapter.positionAt(row)) }
        expensesList.setOnItemLongClickListener { _, _, row, _ ->
            onExpensesListItemLongClick(expensesListAdapter.positionAt(row))
            true
        }
    }

    override fun render() {
        if (Expr.num(expensesAmountInput.text.toString()) != AppState.newAmount) expensesAmountInput.setText(Expr.str(AppState.newAmount))
        if (expensesDateInput.text.toString() != AppState.newDate) expensesDateInput.setText(AppState.newDate)
        selectOption(expensesCategorySelect, AppState.newCategory)
        expensesAdd.text = ((if ((AppState.editing >= 0.0)) "Save changes" else "Add expense"))
        visibleIf(expensesCancel, (AppState.editing >= 0.0))
        summary0.text = "Food: " + Expr.fixed(AppState.expenses.filter { entry -> entry.category == "Food" }.sumOf { entry -> entry.amount }, 2.0) + "\nTransport: " + Expr.fixed(AppState.expenses.filter { entry -> entry.category == "Transport" }.sumOf { entry -> entry.amount }, 2.0) + "\nBills: " + Expr.fixed(AppState.expenses.filter { entry -> entry.category == "Bills" }.sumOf { entry -> entry.amount }, 2.0)
        summary1.text = "Total amount: " + Expr.fixed(AppState.expenses.sumOf { entry -> entry.amount }, 2.0)
        expensesListAdapter.refresh()
        visibleIf(expensesListEmpty, expensesListAdapter.count == 0)
    }

    private fun onExpensesAddClick() {
        if (true) {
            if (AppState.editing >= 0.0) {
                Expr.itemAt(AppState.expenses, AppState.editing)?.amount = AppState.newAmount
                Expr.itemAt(AppState.expenses, AppState.editing)?.date = (if ((AppState.newDate.length.toDouble() > 0.0)) AppState.newDate else Expr.today())
                Expr.itemAt(AppState.expenses, AppState.editing)?.category = AppState.newCategory
                AppState.editing = -1.0
                toast("Expense saved")
            } else {
                AppState.expenses.add(ExpensesItem(amount = AppState.newAmount, date = (if ((AppState.newDate.length.toDouble() > 0.0)) AppState.newDate else Expr.today()), category = AppState.newCategory))
            }
            AppState.newAmount = 0.0
            AppState.newDate = ""
        } else {
            toast("Please enter the category")
        }
        stateChanged()
    }

    private fun onExpensesCancelClick() {
        AppState.editing = -1.0
        AppState.newAmount = 0.0
        AppState.newDate = ""
        stateChanged()
    }

    private fun onExpensesListItemClick(position: Int) {
        val item = AppState.expenses[position]
        AppState.editing = position.toDouble()
        AppState.newAmount = item.amount
        AppState.newDate = item.date
        AppState.newCategory = item.category
        stateChanged()
    }

    private fun onExpensesListItemLongClick(position: Int) {
        Expr.removeAt(AppState.expenses, position.toDouble())
        AppState.editing = -1.0
        toast("Expense deleted")
        stateChanged()
    }

    private fun onExpensesDeleteClick(position: Int) {
        Expr.removeAt(AppState.expenses, position.toDouble())
        AppState.editing = -1.0
        stateChanged()
    }

    /** Shows the `expenses` list, one item_expenses_list.xml per row. */
    private inner class ExpensesListAdapter : BaseAdapter() {
        /** Indexes into expenses of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.expenses.size) {
                shown.add(position)
            }
            shown.sortWith(object : Comparator<Int> {
                override fun compare(a: Int, b: Int): Int {
                    return AppState.expenses[a].category.compareTo(AppState.expenses[b].category)
                }
            })
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.expenses[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_expenses_list, parent, false)
            val position = positions[row]
            val item = AppState.expenses[position]
            val rowGroupHeader = view.findViewById(R.id.expenses_list_group) as TextView
            visibleIf(rowGroupHeader, row == 0 || AppState.expenses[positions[row - 1]].category != item.category)
            rowGroupHeader.text = item.category + " · total amount: " + Expr.fixed(AppState.expenses.filter { entry -> entry.category == item.category }.sumOf { entry -> entry.amount }, 2.0)
            val expensesTitleView = view.findViewById(R.id.expenses_title) as TextView
            expensesTitleView.text = item.category
            val expensesDetailView = view.findViewById(R.id.expenses_detail) as TextView
            expensesDetailView.text = "Amount: " + Expr.fixed(item.amount, 2.0) + " · Date: " + item.date
            val expensesDeleteView = view.findViewById(R.id.expenses_delete) as Button
            expensesDeleteView.setOnClickListener { onExpensesDeleteClick(position) }
            return view
        }
    }
}
