/** Resolves with the first SIGINT (Ctrl+C) or SIGTERM received; the listeners are then removed. */
export function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
    const onSignal = (signal: NodeJS.Signals) => {
      for (const s of signals) process.off(s, onSignal);
      resolve(signal);
    };
    for (const s of signals) process.on(s, onSignal);
  });
}
