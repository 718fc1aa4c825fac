/** Runs once when the server starts; the Node-only start-up checks live in instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
