/**
 * A pass run every `intervalMs`, and at once when asked (a test; the relay's wake-up), never two at
 * a time: asking while one runs answers that one. `stop` ends the timer and waits for the pass
 * under way. The outbox's reconciler and pruner and the campaign keeper are each one of these;
 * their passes catch and log their own failures, so the next one simply tries again.
 */
export class Periodic<Result> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result> | undefined;

  constructor(
    private readonly pass: () => Promise<Result>,
    private readonly intervalMs: number,
    /** Also run a pass as soon as it starts (the pruner: a worker started after a long stop prunes at once). */
    private readonly passAtStart = false,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    if (this.passAtStart) void this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass now, or the one under way. */
  run(): Promise<Result> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
