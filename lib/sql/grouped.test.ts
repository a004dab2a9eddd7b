import { describe, expect, it } from "vitest";
import { byOrd, columns, Grouped, groupStatement, inOrder, StatementGroups } from "@/lib/sql/grouped";
import type { Sql } from "@/lib/sql/run";

/** A run that records its groups and answers when `release` is called. */
function recorder() {
  const groups: number[][] = [];
  const pending: (() => void)[] = [];
  let running = 0;
  let mostRunning = 0;
  const run = (requests: number[]) => {
    groups.push(requests);
    running++;
    mostRunning = Math.max(mostRunning, running);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        running--;
        if (requests.includes(-1)) reject(new Error(`group ${requests.join(",")} failed`));
        else resolve(requests.map((r) => `answer ${r}`));
      });
    });
  };
  const releaseAll = async () => {
    while (pending.length > 0) {
      pending.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, groups, releaseAll, mostRunning: () => mostRunning };
}

describe("Grouped", () => {
  it("sends the requests of one turn together, and answers each its own, in order", async () => {
    const r = recorder();
    const grouped = new Grouped(r.run);
    const answers = Promise.all([1, 2, 3].map((n) => grouped.send(n)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.groups).toEqual([[1, 2, 3]]);
    await r.releaseAll();
    expect(await answers).toEqual(["answer 1", "answer 2", "answer 3"]);
  });

  it("keeps at most `inFlight` runs going; what arrives meanwhile goes in the next", async () => {
    const r = recorder();
    const grouped = new Grouped(r.run, { inFlight: 2 });
    const answers: Promise<string>[] = [];
    for (const batch of [[1], [2], [3, 4], [5]]) {
      answers.push(...batch.map((n) => grouped.send(n)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(r.groups).toEqual([[1], [2]]);
    await r.releaseAll();
    expect(r.groups).toEqual([[1], [2], [3, 4, 5]]);
    expect(r.mostRunning()).toBe(2);
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5].map((n) => `answer ${n}`));
  });

  it("puts at most `most` requests in one run, and sends the rest beside it", async () => {
    const r = recorder();
    const grouped = new Grouped(r.run, { most: 2, inFlight: 3 });
    const answers = Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => grouped.send(n)));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.groups).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    await r.releaseAll();
    expect(r.groups.at(-1)).toEqual([7]);
    expect(await answers).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `answer ${n}`));
  });

  it("a failed run fails each request of its group, and only those", async () => {
    const r = recorder();
    const grouped = new Grouped(r.run, { inFlight: 1 });
    const failing = [grouped.send(-1), grouped.send(8)].map((p) => p.then(String, (error: Error) => error.message));
    await new Promise((resolve) => setImmediate(resolve));
    const after = grouped.send(9);
    await r.releaseAll();
    expect(await Promise.all(failing)).toEqual(["group -1,8 failed", "group -1,8 failed"]);
    expect(await after).toBe("answer 9");
  });

  it("a group that failed as a whole (`alone`) is sent again request by request: one's fault is its own", async () => {
    const sent: number[][] = [];
    const grouped = new Grouped(
      async (requests: number[]) => {
        sent.push(requests);
        if (requests.includes(-1)) throw Object.assign(new Error(`bad value in ${requests.join(",")}`), { rolledBack: true });
        return requests.map((r) => r * 10);
      },
      { alone: (error) => (error as { rolledBack?: boolean }).rolledBack === true },
    );
    const answers = await Promise.allSettled([grouped.send(1), grouped.send(-1), grouped.send(2)]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : (a.reason as Error).message))).toEqual([10, "bad value in -1", 20]);
    expect(sent).toEqual([[1, -1, 2], [1], [-1], [2]]);
  });

  it("a group that failed otherwise (it may have done its work) is not sent again", async () => {
    let runs = 0;
    const grouped = new Grouped(
      async () => {
        runs++;
        throw new Error("connection lost");
      },
      { alone: () => false },
    );
    const answers = await Promise.allSettled([grouped.send(1), grouped.send(2)]);
    expect(answers.map((a) => a.status)).toEqual(["rejected", "rejected"]);
    expect(runs).toBe(1);
  });

  it("a run that throws at once fails its group's requests, not the process", async () => {
    const grouped = new Grouped<number, number>(() => {
      throw new Error("thrown");
    });
    await expect(grouped.send(1)).rejects.toThrow("thrown");
  });
});

describe("columns", () => {
  it("turns rows into one array per field, in the rows' order", () => {
    expect(
      columns([
        { a: 1, b: "x", c: null },
        { a: 2, b: "y", c: true },
      ]),
    ).toEqual({ a: [1, 2], b: ["x", "y"], c: [null, true] });
    expect(columns([])).toEqual({});
  });
});

describe("byOrd", () => {
  it("puts rows in their requests' order, leaving undefined where a request found no row", () => {
    expect(byOrd([{ ord: 3 }, { ord: 1 }], 4)).toEqual([{ ord: 1 }, undefined, { ord: 3 }, undefined]);
  });
});

describe("inOrder", () => {
  it("puts a group statement's rows in its requests' order, by `ord`", () => {
    expect(inOrder([{ ord: 3 }, { ord: 1 }, { ord: 2 }], 3)).toEqual([{ ord: 1 }, { ord: 2 }, { ord: 3 }]);
  });

  it.each([
    ["a row missing", [{ ord: 1 }], 2],
    ["a row twice", [{ ord: 1 }, { ord: 1 }], 2],
    ["a row too many", [{ ord: 1 }, { ord: 2 }], 1],
  ])("refuses %s", (_name, rows, requests) => {
    expect(() => inOrder(rows, requests)).toThrow(/answered/);
  });
});

describe("group statements, each database's own", () => {
  it("keeps its defaults (at most 64 to a statement) for options it is not given", async () => {
    const sizes: number[] = [];
    const statement = groupStatement(async (_sql: Sql, requests: number[]) => (sizes.push(requests.length), requests), { inFlight: 1 });
    const groups = new StatementGroups({} as Sql);
    await Promise.all(Array.from({ length: 130 }, (_, i) => groups.send(statement, i)));
    expect(sizes).toEqual([64, 64, 2]);
  });

  it("keeps one group per database and statement, made on first use, each sending on its own database's road", async () => {
    const sent: [string, number[]][] = [];
    const statement = groupStatement(async (sql: Sql, requests: number[]) => {
      const name = (sql as unknown as { name: string }).name;
      sent.push([name, requests]);
      return requests.map((r) => `${name}:${r}`);
    });
    const a = new StatementGroups({ name: "a" } as unknown as Sql);
    const b = new StatementGroups({ name: "b" } as unknown as Sql);
    expect(await Promise.all([a.send(statement, 1), b.send(statement, 2), a.send(statement, 3)])).toEqual(["a:1", "b:2", "a:3"]);
    expect(sent).toEqual([
      ["a", [1, 3]],
      ["b", [2]],
    ]);
  });
});
