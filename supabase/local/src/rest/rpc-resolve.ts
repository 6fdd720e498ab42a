import { PgrstError } from './errors.ts';
import type { RoutineInfo } from './schema.ts';
import { fuzzyMatch } from './suggest.ts';

// Overload resolution for /rpc: which function a call's argument names select (PostgREST's findProc).

/** What overload resolution needs to know about a call. */
export interface CallArguments {
  schema: string;
  name: string;
  /** Named arguments: the JSON object (POST) or the query keys taken as arguments (GET). */
  args: Record<string, unknown>;
  isPost: boolean;
  /** The POST body as sent, which may go whole to a single unnamed json/jsonb parameter. */
  body?: unknown;
  /** Every function of the schema, for the hint of PGRST202 (asked only then). */
  functionNames: () => string[];
}

/** The function chosen, with its arguments as the call will pass them. */
export interface ResolvedCall {
  routine: RoutineInfo;
  args: Record<string, unknown> | { whole: unknown };
}

/** Chooses the overload, then whether the body goes to it whole (one unnamed json/jsonb parameter) or by name. */
export function resolveCall(overloads: RoutineInfo[], call: CallArguments): ResolvedCall {
  const routine = resolveRoutine(overloads, call);
  const byName = routine.params.some((p) => Object.hasOwn(call.args, p.name));
  return { routine, args: call.body !== undefined && isSingleJsonParam(routine) && !byName ? { whole: call.body } : call.args };
}

function isSingleJsonParam(routine: RoutineInfo): boolean {
  const [only] = routine.params;
  return routine.params.length === 1 && only!.name === '' && (only!.type === 'json' || only!.type === 'jsonb');
}

/**
 * Picks the overload whose named parameters fit the keys: every key names a parameter, every parameter
 * without a default is given. Unnamed parameters can only take a whole JSON body. PGRST202 none, PGRST203 several.
 */
function resolveRoutine(overloads: RoutineInfo[], call: CallArguments): RoutineInfo {
  const keys = Object.keys(call.args);
  const named = (o: RoutineInfo) => o.params.filter((p) => p.name !== '');
  const fits = overloads.filter(
    (o) =>
      keys.every((k) => named(o).some((p) => p.name === k)) &&
      o.params.every((p) => p.hasDefault || (p.name !== '' && keys.includes(p.name))),
  );
  const wholeBody = call.isPost && call.body !== undefined ? overloads.filter(isSingleJsonParam) : [];
  const candidates = fits.length ? fits : wholeBody;
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) throw noSuchFunction(call, overloads);
  throw new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates
      .map((c) => `${c.schema}.${c.name}(${c.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function noSuchFunction(call: CallArguments, overloads: RoutineInfo[]): PgrstError {
  const fn = `${call.schema}.${call.name}`;
  const sorted = Object.keys(call.args).sort();
  const withParams = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const details = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${withParams} in the schema cache`,
    `Searched for the function ${fn}${details}${call.isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    noFunctionHint(call, overloads),
  );
}

/** PostgREST's hint: the closest parameter list of the function's overloads, or else the closest function name. */
function noFunctionHint(call: CallArguments, overloads: RoutineInfo[]): string | null {
  const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
  let suggestion: string | undefined;
  if (overloads.length) {
    const params = fuzzyMatch(
      list(Object.keys(call.args)),
      overloads.map((o) => list(o.params.map((p) => p.name))),
      0.33,
    );
    suggestion = params && `${call.name}${params}`;
  } else suggestion = fuzzyMatch(call.name, call.functionNames(), 0.75);
  return suggestion ? `Perhaps you meant to call the function ${call.schema}.${suggestion}` : null;
}
