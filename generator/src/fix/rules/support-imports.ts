/** KOTLIN_SUPPORT_IMPORT: rewrite old `android.support.*` imports to their androidx names. */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';

// Most specific prefix first.
const ANDROIDX_PREFIXES: readonly (readonly [string, string])[] = [
  ['android.support.v7.widget.RecyclerView', 'androidx.recyclerview.widget.RecyclerView'],
  ['android.support.v7.widget.LinearLayoutManager', 'androidx.recyclerview.widget.LinearLayoutManager'],
  ['android.support.v7.widget.GridLayoutManager', 'androidx.recyclerview.widget.GridLayoutManager'],
  ['android.support.v7.widget.CardView', 'androidx.cardview.widget.CardView'],
  ['android.support.v7.app.', 'androidx.appcompat.app.'],
  ['android.support.v7.widget.', 'androidx.appcompat.widget.'],
  ['android.support.v4.app.ActivityCompat', 'androidx.core.app.ActivityCompat'],
  ['android.support.v4.app.NotificationCompat', 'androidx.core.app.NotificationCompat'],
  ['android.support.v4.app.NotificationManagerCompat', 'androidx.core.app.NotificationManagerCompat'],
  ['android.support.v4.app.', 'androidx.fragment.app.'],
  ['android.support.v4.content.', 'androidx.core.content.'],
  ['android.support.v4.view.ViewPager', 'androidx.viewpager.widget.ViewPager'],
  ['android.support.v4.view.', 'androidx.core.view.'],
  ['android.support.v4.widget.DrawerLayout', 'androidx.drawerlayout.widget.DrawerLayout'],
  ['android.support.v4.widget.SwipeRefreshLayout', 'androidx.swiperefreshlayout.widget.SwipeRefreshLayout'],
  ['android.support.v4.widget.NestedScrollView', 'androidx.core.widget.NestedScrollView'],
  ['android.support.v4.widget.', 'androidx.core.widget.'],
  ['android.support.design.widget.FloatingActionButton', 'com.google.android.material.floatingactionbutton.FloatingActionButton'],
  ['android.support.design.widget.Snackbar', 'com.google.android.material.snackbar.Snackbar'],
  ['android.support.design.widget.TabLayout', 'com.google.android.material.tabs.TabLayout'],
  ['android.support.design.widget.TextInputLayout', 'com.google.android.material.textfield.TextInputLayout'],
  ['android.support.design.widget.TextInputEditText', 'com.google.android.material.textfield.TextInputEditText'],
  ['android.support.design.widget.BottomNavigationView', 'com.google.android.material.bottomnavigation.BottomNavigationView'],
  ['android.support.design.widget.AppBarLayout', 'com.google.android.material.appbar.AppBarLayout'],
  ['android.support.design.widget.CoordinatorLayout', 'androidx.coordinatorlayout.widget.CoordinatorLayout'],
  ['android.support.constraint.', 'androidx.constraintlayout.widget.'],
  ['android.support.annotation.', 'androidx.annotation.'],
  ['android.support.test.', 'androidx.test.'],
];

export function androidxName(supportName: string): string | null {
  const entry = ANDROIDX_PREFIXES.find(([from]) => supportName.startsWith(from));
  return entry ? entry[1] + supportName.slice(entry[0].length) : null;
}

export const supportImportsRule: FixRule = {
  name: 'androidx-imports',
  codes: ['KOTLIN_SUPPORT_IMPORT'],
  apply(source, finding, files) {
    const renamed: string[] = [];
    const next = source.replace(/^([ \t]*import\s+)(android\.support\.[\w.*]+)/gm, (line, prefix: string, name: string) => {
      const replacement = androidxName(name);
      if (!replacement) return line;
      renamed.push(`${name} -> ${replacement}`);
      return prefix + replacement;
    });
    if (renamed.length === 0) return null;
    return { files: replaceFile(files, finding.file, next), change: `${shortName(finding.file)}: ${renamed.join(', ')}` };
  },
};
