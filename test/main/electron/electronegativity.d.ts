// The parts of @doyensec/electronegativity's programmatic API (dist/runner.js) the test uses.
declare module '@doyensec/electronegativity' {
  interface Level {
    value: number;
    name: string;
  }
  export interface ElectronegativityIssue {
    id: string;
    file: string;
    location: { line: number; column: number };
    severity: Level;
    confidence: Level;
    manualReview: boolean;
    description: string;
    shortenedURL?: string;
  }
  export interface ElectronegativityResult {
    globalChecks: number;
    atomicChecks: number;
    errors: { file: string; message: string; tolerable: boolean }[];
    issues: ElectronegativityIssue[];
  }
  export default function run(options: {
    input: string;
    electronVersionOverride?: string;
    excludeFromScan?: string[];
    isRelative?: boolean;
  }): Promise<ElectronegativityResult>;
}
