/**
 * Resolves in a task of its own. Start-up awaits it between its steps, so that on a slow phone no
 * one step's task blocks a tap or a paint for long: the browser gets a turn between them.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
