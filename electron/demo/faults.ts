// Faults a test arms to see how a client copes: server errors, slowness, hangs, broken bodies.

type FaultKind =
  | { kind: 'status'; status: 500 | 503; retryAfterSeconds?: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'hang' }
  | { kind: 'truncate' }
  | { kind: 'nonJson'; contentType?: string };

export type FaultSpec = FaultKind & {
  /** Which requests: a substring of the path, or a pattern; every request when absent. */
  path?: string | RegExp;
  method?: string;
  /** How many matching requests it affects; default 1. */
  times?: number | 'always';
};

export interface DemoFaults {
  add(fault: FaultSpec): void;
  clear(): void;
  /** Faults still armed. */
  readonly armed: readonly FaultSpec[];
}

export class FaultBoard implements DemoFaults {
  private faults: { spec: FaultSpec; left: number }[] = [];

  add(fault: FaultSpec): void {
    const times = fault.times ?? 1;
    this.faults.push({ spec: fault, left: times === 'always' ? Number.POSITIVE_INFINITY : times });
  }

  clear(): void {
    this.faults = [];
  }

  get armed(): readonly FaultSpec[] {
    return this.faults.map((fault) => fault.spec);
  }

  /** The first armed fault for this request, counted as used. */
  take(method: string, path: string): FaultSpec | undefined {
    const index = this.faults.findIndex(({ spec }) => matches(spec, method, path));
    const fault = this.faults[index];
    if (!fault) return undefined;
    if (--fault.left <= 0) this.faults.splice(index, 1);
    return fault.spec;
  }
}

function matches(spec: FaultSpec, method: string, path: string): boolean {
  if (spec.method && spec.method.toUpperCase() !== method) return false;
  if (spec.path === undefined) return true;
  return typeof spec.path === 'string' ? path.includes(spec.path) : spec.path.test(path);
}

/** Reads a fault sent as JSON to the control surface; a sentence when it is not one. */
export function parseFaultSpec(value: unknown): FaultSpec | string {
  if (typeof value !== 'object' || value === null) return 'a fault must be a JSON object';
  const v = value as Record<string, unknown>;
  const common: Pick<FaultSpec, 'path' | 'method' | 'times'> = {};
  if (typeof v.path === 'string') common.path = v.path;
  if (typeof v.method === 'string') common.method = v.method;
  if (typeof v.times === 'number' || v.times === 'always') common.times = v.times;
  switch (v.kind) {
    case 'status':
      if (v.status !== 500 && v.status !== 503) return 'status must be 500 or 503';
      return {
        kind: 'status',
        status: v.status,
        ...(typeof v.retryAfterSeconds === 'number' ? { retryAfterSeconds: v.retryAfterSeconds } : {}),
        ...common,
      };
    case 'delay':
      return typeof v.ms === 'number' ? { kind: 'delay', ms: v.ms, ...common } : 'delay needs ms';
    case 'hang':
    case 'truncate':
      return { kind: v.kind, ...common };
    case 'nonJson':
      return {
        kind: 'nonJson',
        ...(typeof v.contentType === 'string' ? { contentType: v.contentType } : {}),
        ...common,
      };
    default:
      return 'kind must be status, delay, hang, truncate or nonJson';
  }
}
