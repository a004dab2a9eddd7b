import type pg from "pg";
import { sql, type RawBuilder } from "kysely";
import type { Args, Statement } from "@/lib/sql/statement";
import { Sql } from "@/lib/sql/run";

/**
 * A text written into a statement as a literal, dollar-quoted with a tag the text does not hold:
 * for a statement that is held back and sent with others in one multi-statement round trip
 * (`HoldingSql`), which the simple query protocol sends without parameters.
 */
export function textLiteral(text: string): RawBuilder<string> {
  let tag = "$w$";
  for (let n = 0; text.includes(tag); n++) tag = `$w${n}$`;
  return sql<string>`${sql.raw(`${tag}${text}${tag}`)}`;
}

/**
 * One connection whose writes may be held back (the clock's, while it catches up): `hold` queues
 * a write whose values are in its text (`textLiteral`), and the next statement run here, or
 * `send`, first sends what is held, in order, as one multi-statement round trip (the simple
 * query protocol runs them one after the other, in the same transaction). So every read sees
 * every earlier write, and writes keep their order, with far fewer round trips.
 */
export class HoldingSql extends Sql {
  private readonly held: string[] = [];

  constructor(readonly connection: pg.ClientBase) {
    super(connection);
  }

  /** Holds back a write of no parameters, to go with the next statement. */
  hold(statement: Statement<Record<string, never>, unknown>): void {
    let parameters: number;
    try {
      parameters = statement.values({}).length;
    } catch {
      parameters = Infinity;
    }
    if (parameters > 0) throw new Error("A held-back write carries its values in its text (textLiteral), not as parameters.");
    this.held.push(statement.text);
  }

  /** Sends what is held back, in one round trip. */
  async send(): Promise<void> {
    if (this.held.length === 0) return;
    const text = this.held.join(";\n");
    this.held.length = 0;
    await this.connection.query(text);
  }

  /** Forgets what is held back (after a failure, before ROLLBACK). */
  discard(): void {
    this.held.length = 0;
  }

  override async rows<A extends Args, Row>(statement: Statement<A, Row>, args: A): Promise<Row[]> {
    await this.send();
    return super.rows(statement, args);
  }
}
