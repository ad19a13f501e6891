/**
 * A slow phone's moment, made certain: a built module served with a long task in front of its
 * code, so that a key pressed while it runs is queued behind it and handled once that code has
 * run, as the app takes over. Its first statement tells the server the task has begun (a request
 * to `LONG_TASK_BEGUN`, answered by the test's own server or route), so the test presses then.
 * Chromium's journeys add it to a CPU slowdown; Firefox and WebKit, which cannot slow their CPU,
 * have it alone (tests/engines/slowArrival.ts).
 */
export const LONG_TASK_BEGUN = '/__tests/long-task-begun'

export function withLongTask(code: string, ms = 1_500): string {
  return (
    `fetch(${JSON.stringify(LONG_TASK_BEGUN)}, { method: 'POST' });` +
    `for (const end = performance.now() + ${ms}; performance.now() < end; );\n` +
    code
  )
}
