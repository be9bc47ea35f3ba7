import { SETTING_DEFAULTS, type SettingKey, type SettingValues } from '@droidforge/contracts';

/**
 * The runtime switches held in memory, for readers on the request path (the traffic hook's
 * auto-block switch) that must not cost a query per request. A change made through this process
 * is put in at once (`replace`); other processes' changes arrive on the timed re-read.
 */
export class SettingsCache {
  private values: SettingValues = { ...SETTING_DEFAULTS };
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly load: () => Promise<SettingValues>) {}

  get<K extends SettingKey>(key: K): SettingValues[K] {
    return this.values[key];
  }

  replace(values: SettingValues): void {
    this.values = values;
  }

  async refresh(): Promise<void> {
    this.values = await this.load();
  }

  /** Re-reads every intervalMs; a failed read keeps the last values (onError is told). */
  start(intervalMs: number, onError: (err: unknown) => void): void {
    this.timer ??= setInterval(() => this.refresh().catch(onError), intervalMs).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
