import pg from "pg";
import { isConnectionLoss } from "@/lib/sql/connection-loss";
import type { Sql } from "@/lib/sql/run";

/**
 * Requests sent together, as a database commits a group: at most `inFlight` statements are in
 * flight, and the requests that arrive while they are go in the next one, at most `most` to a
 * statement (`run` answers each request of a group, in order). A request waits for one round
 * trip; under load a few statements, each one plan started and one commit, carry many requests.
 * The quota counters are counted so, and the token endpoint's grants are written so.
 */
export class Grouped<Request, Answer> {
  private readonly waiting: { request: Request; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly most: number;
  private readonly inFlightAtMost: number;
  private readonly alone: (error: unknown) => boolean;

  constructor(
    private readonly run: (requests: Request[]) => Promise<Answer[]>,
    options: GroupOptions = {},
  ) {
    this.inFlightAtMost = options.inFlight ?? 2;
    this.most = options.most ?? Infinity;
    this.alone = options.alone ?? (() => false);
  }

  send(request: Request): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.sendSoon();
    });
  }

  /**
   * Sends what waits: with nothing in flight, once the code that sent this request has run
   * (`process.nextTick`), so the requests sent together go together and a lone request goes at
   * once, without waiting a turn of the event loop (which cost a quiet server a quarter of its
   * rate); with a statement in flight, after this turn's input is read (`setImmediate`), so
   * the requests that arrived with it go together. Past `inFlight`, they wait for the next.
   */
  private sendSoon() {
    if (this.scheduled || this.inFlight >= this.inFlightAtMost || this.waiting.length === 0) return;
    this.scheduled = true;
    (this.inFlight === 0 ? process.nextTick : setImmediate)(() => {
      this.scheduled = false;
      const group = this.waiting.splice(0, this.most);
      if (group.length === 0) return;
      this.inFlight++;
      // A group's failure is each of its requests' (a rejected promise, never a throw out of the loop),
      // unless `alone` says the group failed as a whole (nothing of it done): each is then sent
      // alone, so that one request's fault is its own answer and no other's.
      const send = (requests: typeof group) => Promise.resolve().then(() => this.run(requests.map((w) => w.request)));
      const answer = async () => {
        try {
          const answers = await send(group);
          group.forEach((w, i) => w.resolve(answers[i]));
        } catch (error) {
          if (group.length === 1 || !this.alone(error)) return group.forEach((w) => w.reject(error));
          await Promise.all(
            group.map((w) =>
              send([w]).then(
                ([own]) => w.resolve(own),
                (own: unknown) => w.reject(own),
              ),
            ),
          );
        }
      };
      void answer().finally(() => {
        this.inFlight--;
        this.sendSoon();
      });
      // More than one statement's worth waiting: the next goes out beside this one.
      this.sendSoon();
    });
  }
}

/**
 * Rows of one shape as columns, one array per field (the first row's fields): the arguments of
 * a statement that takes a group's rows through `unnest`, each array a parameter.
 */
export function columns<Row extends object>(rows: readonly Row[]): { [K in keyof Row]: Row[K][] } {
  const out = {} as { [K in keyof Row]: Row[K][] };
  if (rows.length === 0) return out;
  for (const key of Object.keys(rows[0]) as (keyof Row)[]) out[key] = rows.map((row) => row[key]);
  return out;
}

/**
 * A group statement's rows (each with its request's 1-based `ord`) in the requests' order, with
 * `undefined` for a request the statement answered no row (a lookup that found nothing).
 */
export function byOrd<Row extends { ord: number }>(rows: Row[], requests: number): (Row | undefined)[] {
  const ordered: (Row | undefined)[] = Array.from({ length: requests }, () => undefined);
  for (const row of rows) ordered[row.ord - 1] = row;
  return ordered;
}

/**
 * A group statement's rows, one per request, in the requests' order (`byOrd`); a statement that
 * answered otherwise is a fault of ours.
 */
export function inOrder<Row extends { ord: number }>(rows: Row[], requests: number): Row[] {
  const ordered = byOrd(rows, requests);
  if (rows.length !== requests || ordered.includes(undefined)) {
    throw new Error(`A group statement answered ${rows.length} rows for ${requests} requests.`);
  }
  return ordered as Row[];
}

export interface GroupOptions {
  /** Statements in flight at once (2). */
  inFlight?: number;
  /** Requests in one statement at most (no limit). */
  most?: number;
  /**
   * Whether a group that failed with this error did nothing (its statement rolled back), so that
   * each of its requests may be sent again alone (never: every request gets the group's error).
   */
  alone?: (error: unknown) => boolean;
}

/** The most requests a group statement carries (its rows, one per request). */
export const GROUP_MOST = 64;

/**
 * A statement the server refused (an error of PostgreSQL's own, its connection kept) was rolled
 * back whole: its requests may each be sent alone. One lost with its connection may have
 * committed (each request's caller finds out what was written, lib/oauth/tokens.ts
 * `writePairOnce`), and one that failed here after the server answered (`inOrder`) did commit:
 * neither is sent again.
 */
const ROLLED_BACK = (error: unknown) => error instanceof pg.DatabaseError && !isConnectionLoss(error);

/** A statement sent for groups of requests (its `run` answers each request of a group, in order), as `StatementGroups` sends it. */
export interface GroupStatement<Request, Answer> {
  readonly run: (sql: Sql, requests: Request[]) => Promise<Answer[]>;
  readonly options: GroupOptions;
}

/**
 * A group statement: `run` sends one group's requests on a database's road, at most `GROUP_MOST`
 * to a statement. A group whose statement failed but did not lose its connection is sent again
 * request by request (one request's bad value, or a deadlock, fails no other request).
 */
export function groupStatement<Request, Answer>(
  run: (sql: Sql, requests: Request[]) => Promise<Answer[]>,
  given: GroupOptions = {},
): GroupStatement<Request, Answer> {
  return { run, options: { most: GROUP_MOST, alone: ROLLED_BACK, ...given } };
}

/**
 * The groups of one database (lib/db.ts makes one with each `Database`, so each pool sends its
 * own groups, and they go with the handle the composition root hands out): for each group
 * statement, one `Grouped` that sends it on this database's road, made on its first request.
 */
export class StatementGroups {
  private readonly groups = new Map<object, unknown>();

  constructor(private readonly sql: Sql) {}

  send<Request, Answer>(statement: GroupStatement<Request, Answer>, request: Request): Promise<Answer> {
    let group = this.groups.get(statement) as Grouped<Request, Answer> | undefined;
    if (!group) {
      group = new Grouped((requests: Request[]) => statement.run(this.sql, requests), statement.options);
      this.groups.set(statement, group);
    }
    return group.send(request);
  }
}
