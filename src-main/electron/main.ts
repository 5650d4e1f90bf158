// Placeholder until the Electron shell lands (issue 3).
export {};
