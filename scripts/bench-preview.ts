// npx tsx scripts/bench-preview.ts [--runs N]
// Renders a typical layout (static) and a running to-do app (interactive) N times with
// react-dom/server and prints median and p95 per render. Target: well under 50 ms.
import { parseArgs } from 'node:util';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PhonePreview } from '@droidforge/preview';
import { todoFiles, todoSpec } from '@droidforge/preview/testing/runtime-fixtures';
import { project, vertical, withNs } from '@droidforge/preview/testing/fixtures';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '300' } } });
const runs = Math.max(10, Number(values.runs) || 300);

/** A form-like screen of about 40 views: header, inputs, switches, a card, a list with item layout. */
function typicalProject(): Record<string, string> {
  const field = (i: number) => `<TextView android:text="Field ${i}" android:textSize="14sp" android:textColor="@color/muted" />
    <EditText android:id="@+id/field_${i}" android:hint="Enter value ${i}" android:inputType="numberDecimal" android:layout_width="match_parent" />`;
  const main = vertical(`<TextView android:id="@+id/title" android:text="@string/app_name" android:textSize="24sp" android:textStyle="bold" android:padding="16dp" />
    <ScrollView android:layout_width="match_parent" android:layout_height="0dp" android:layout_weight="1">
      <LinearLayout android:orientation="vertical" android:padding="16dp" android:layout_width="match_parent" android:layout_height="wrap_content">
        ${[1, 2, 3, 4, 5].map(field).join('\n')}
        <Switch android:id="@+id/metric" android:text="Metric units" />
        <CheckBox android:id="@+id/remember" android:text="Remember me" />
        <LinearLayout android:orientation="horizontal" android:background="@drawable/card" android:padding="12dp" android:layout_width="match_parent" android:layout_height="wrap_content">
          <ImageView android:src="@drawable/ic_star" android:layout_width="32dp" android:layout_height="32dp" />
          <TextView android:id="@+id/result" android:text="Result: 0" android:layout_width="0dp" android:layout_weight="1" android:gravity="center" />
        </LinearLayout>
        <SeekBar android:id="@+id/level" android:max="10" android:progress="3" />
        <ProgressBar style="?android:attr/progressBarStyleHorizontal" android:progress="40" />
        <ListView android:id="@+id/history" android:layout_width="match_parent" android:layout_height="200dp" />
      </LinearLayout>
    </ScrollView>
    <Button android:id="@+id/calculate" android:text="Calculate" android:layout_width="match_parent" />`);
  return project({
    main,
    strings: { app_name: 'BMI Calculator' },
    colors: { colorPrimary: '#00796B', colorAccent: '#FFC107', muted: '#757575' },
    layouts: { item_history: withNs('<LinearLayout android:padding="8dp"><TextView android:text="22.5" android:textStyle="bold" /><TextView android:text="Normal" android:layout_marginStart="8dp" /></LinearLayout>') },
    drawables: {
      card: withNs('<shape><solid android:color="#FFFFFF" /><corners android:radius="8dp" /><stroke android:width="1dp" android:color="#DDDDDD" /></shape>'),
      ic_star: withNs('<vector android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"><path android:fillColor="#FFC107" android:pathData="M12,17.27L18.18,21l-1.64,-7.03L22,9.24l-7.19,-0.61L12,2 9.19,8.63 2,9.24l5.46,4.73L5.82,21z" /></vector>'),
    },
  });
}

function measure(label: string, render: () => string): void {
  for (let i = 0; i < 20; i++) render(); // warm-up: JIT and module caches
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    size = render().length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  console.log(`${label.padEnd(28)} runs=${runs}  median=${at(0.5).toFixed(2)} ms  p95=${at(0.95).toFixed(2)} ms  html=${(size / 1024).toFixed(1)} KB`);
}

const typical = typicalProject();
measure('static typical layout', () => renderToString(createElement(PhonePreview, { files: typical })));
measure('interactive to-do app', () => renderToString(createElement(PhonePreview, { files: todoFiles, spec: todoSpec, interactive: true })));
