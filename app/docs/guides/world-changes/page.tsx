import type { Metadata } from "next";
import { connection } from "next/server";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, P, RunningItYourself, Table } from "@/components/docs/prose";
import { services } from "@/lib/services";
import { guidePage } from "@/lib/docs/nav";
import { atServer, LOCAL_BASE_URL } from "@/lib/docs/samples";
import { WORLD_MAX_AGE_S } from "@/lib/api/freshness";
import { LATE_BID_WINDOW } from "@/lib/world/market";
import { OFFSEASON_WEEK, SEASON_WEEKS, TIMETABLE, WEEKDAY } from "@/lib/world/season";

const page = guidePage("world-changes");
export const metadata: Metadata = { title: page.title, description: page.summary };

/** Day names by their offset in the game week (Friday is 0), from the clock's own table. */
const DAY_NAME = Object.fromEntries(Object.entries(WEEKDAY).map(([name, offset]) => [offset, name])) as Record<number, string>;
const days = (offsets: readonly number[]) => offsets.map((d) => `${DAY_NAME[d]}s`).join(" and ");
const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const [firstHour, lastHour] = [Math.min(...TIMETABLE.gameHours), Math.max(...TIMETABLE.gameHours)];
/** Weeks as a person counts them (the first is week 1). */
const week = (zeroBased: number) => zeroBased + 1;

const POLLING = `
// Ask again when the answer says it may have changed, and revalidate: an unchanged answer is a free 304.
let etag: string | undefined;
for (;;) {
  const response = await fetch("${LOCAL_BASE_URL}/v1/teams/" + teamId + "/schedule", {
    headers: { Authorization: \`Bearer \${token}\`, ...(etag ? { "If-None-Match": etag } : {}) },
  });
  if (response.status === 200) {
    etag = response.headers.get("ETag") ?? undefined;
    render(await response.json());
  }
  // max-age is the time until the world's next change (at least a minute between asks).
  const maxAge = Number(/max-age=(\\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1] ?? 0);
  await new Promise((r) => setTimeout(r, Math.max(60, maxAge) * 1000));
}`;

export default async function WorldChangesGuidePage() {
  // The samples carry this server's address, read per request.
  await connection();
  const urls = services().config;
  const [firstDay, secondDay] = TIMETABLE.leagueDays;
  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          The game&apos;s world moves at set times: games at their start, auctions at their end, training and money on Fridays, and a new
          season every {SEASON_WEEKS} weeks. Between those moments nothing a tool reads changes, so a tool that knows the timetable asks at
          the right moments and sleeps in between. All times are UTC.
        </p>
      }
      sections={[
        {
          id: "timetable",
          title: "The timetable",
          content: (
            <>
              <P>
                This is the clock&apos;s own table: the server plays every game at the time shown here, and this page is made from the same
                constants.
              </P>
              <Table
                caption="When the world changes, in UTC"
                head={["What", "When (UTC)", "What changes", "Event"]}
                rows={[
                  [
                    "League games",
                    <>
                      {days(TIMETABLE.leagueDays)}, at the country&apos;s game hour ({clock(firstHour)} to {clock(lastHour)})
                    </>,
                    "Scores, box scores, standings, player statistics, injuries, gate money",
                    <C key="e">match.finished</C>,
                  ],
                  [
                    "Cup games",
                    <>{days([TIMETABLE.cupDay])}, at the country&apos;s game hour; a round is drawn when the previous one is over</>,
                    "The same, and the next round's games",
                    <C key="e">match.finished</C>,
                  ],
                  [
                    "National teams",
                    <>
                      {days([TIMETABLE.nationalTeamDay])}: seniors at {clock(TIMETABLE.nationalTeamHour.senior)}, juniors at{" "}
                      {clock(TIMETABLE.nationalTeamHour.junior)}
                    </>,
                    "National teams' games and their players' statistics",
                    <C key="e">match.finished</C>,
                  ],
                  [
                    "Playoffs and relegation",
                    <>
                      Week {week(TIMETABLE.postseasonWeeks.quarterfinals)}: quarterfinals and the relegation series&apos; first games on{" "}
                      {DAY_NAME[firstDay]}, semifinals and the series&apos; second games on {DAY_NAME[secondDay]}; week{" "}
                      {week(TIMETABLE.postseasonWeeks.final)}: the final on {DAY_NAME[firstDay]} and {DAY_NAME[secondDay]}; a third game,
                      when needed, on {DAY_NAME[TIMETABLE.deciderDay]}. Each at the country&apos;s game hour.
                    </>,
                    "Each round is drawn, and appears in the schedule, once the round before it is over",
                    <C key="e">match.finished</C>,
                  ],
                  [
                    "Auctions",
                    <>
                      At each auction&apos;s own end (<C>endsAt</C>, to the minute); a bid in its last {LATE_BID_WINDOW / 60_000} minutes
                      moves the end to {LATE_BID_WINDOW / 60_000} minutes after the bid. Every whole hour, the other clubs bid and list
                      players.
                    </>,
                    "The transfer list, bids, rosters and both clubs' week books",
                    <C key="e">auction.settled</C>,
                  ],
                  [
                    "The week",
                    <>{DAY_NAME[WEEKDAY.Friday]}s at 00:00</>,
                    "Injuries heal a week, training changes skills (and DMI, the rating and experience with them), and a new economy week opens",
                    <>
                      <C>training.completed</C>, <C>economy.week_booked</C>
                    </>,
                  ],
                  [
                    "The season's turn",
                    <>
                      Every {SEASON_WEEKS} weeks, at 00:00 on the {DAY_NAME[WEEKDAY.Friday]} that ends week {week(OFFSEASON_WEEK)} (the
                      off-season week, with no league games)
                    </>,
                    "Promotion and relegation, players a year older, retirements, new contracts, the draft, new national squads, the new season's schedule and its scrimmages",
                    <>
                      <C>season.started</C>, <C>player.retired</C>, <C>player.drafted</C>
                    </>,
                  ],
                ]}
              />
              <P>
                A country keeps one game hour for its leagues and its cup. A team&apos;s schedule gives each game&apos;s exact{" "}
                <C>startsAt</C>; a game&apos;s result is there from that minute on. Countries, their leagues and national teams change only
                when the operator makes a new world.
              </P>
            </>
          ),
        },
        {
          id: "polling",
          title: "How often to ask",
          content: (
            <>
              <List>
                <li>
                  <strong>Ask after the moments above, not in between.</strong> A roster or a schedule read on a Wednesday afternoon is the
                  same until the next game, auction or Friday that touches it.
                </li>
                <li>
                  <strong>
                    Follow <C>Cache-Control</C>.
                  </strong>{" "}
                  An answer about the living world says <C>max-age</C>: the seconds until the world&apos;s next change of any kind, before
                  which nothing it holds can change. Answers about the world as generated (countries, leagues, national teams) say{" "}
                  <C>max-age={WORLD_MAX_AGE_S}</C>. When the server cannot promise that (its clock is catching up, or the change is due
                  now), the answer says <C>no-cache</C>: revalidate before you use it again.
                </li>
                <li>
                  <strong>Revalidate.</strong> Send the <C>ETag</C> you hold in <C>If-None-Match</C>: an answer that has not changed is a{" "}
                  <C>304</C>, which counts toward no limit (<DocLink href="/docs/guides/limits#conditional">Limits</DocLink>).
                </li>
                <li>
                  <strong>Or be told.</strong> A webhook or the events feed tells you of each event in the last column as it happens, so you
                  read only what changed (<DocLink href="/docs/guides/webhooks">Webhooks and events</DocLink>).
                </li>
              </List>
              <CodeBlock language="ts" title="Polling a schedule politely" code={atServer(POLLING, urls)} />
            </>
          ),
        },
        {
          id: "catching-up",
          title: "After a pause",
          content: (
            <>
              <P>
                The world moves with the wall clock. When the server has been stopped, it plays what it missed, in time order, before it
                answers as caught up: the same games, with the same results, as if it had never stopped. A tool may then see a day&apos;s
                games arrive at once, each with its own <C>startsAt</C>, and the events of each in the feed.
              </P>
              <RunningItYourself>
                The timetable is the same on every server. <C>npm run world</C> makes a new world, and <C>docs/world.md</C> in the
                repository tells how the clock catches up and how long it takes at each size.
              </RunningItYourself>
            </>
          ),
        },
      ]}
    />
  );
}
