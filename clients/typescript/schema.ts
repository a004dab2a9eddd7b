/**
 * The Manager Data API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run client:generate`.
 */

export interface paths {
    "/v1/competitions/{competitionId}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A league's standings
         * @description The regular-season table of a league by conference, ordered by wins, then point difference, then points scored. The season being played is counted from its played games; past seasons show their final lines. Only leagues have standings: another competition answers 404.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getCompetitionStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries
         * @description Every country, by name, with the number of division levels of its league pyramid.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** changes only when a new world is generated: `max-age` of an hour; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/countries/{countryId}/leagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A country's leagues
         * @description The leagues of a country by level, then division. With `level`, only that level; a level the country does not have gives an empty list. Each league id is a competition id for `/competitions/{competitionId}/standings`.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** changes only when a new world is generated: `max-age` of an hour; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getCountryLeagues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/countries/{countryId}/national-teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A country's national teams
         * @description The country's senior and junior (U21) national teams, with their elected coaches.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** changes only when a new world is generated: `max-age` of an hour; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getCountryNationalTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events feed
         * @description What happened in the world about your manager's clubs and the national teams they coach, oldest first after the cursor: the same events webhooks deliver, for scripts that cannot receive one.
         *
         *     Each event needs a scope of the token: `match.finished`, `season.started`, `player.drafted` and `player.retired` need `public`, `training.completed` `team`, `economy.week_booked` `economy`, `auction.settled` `market`; events of scopes the token lacks are left out.
         *
         *     Kept 30 days. Keep `next` and send it as `after` next time; with `If-None-Match`, a feed with nothing new answers 304 and costs no quota. See the Webhooks and events guide.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/market/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the transfer list
         * @description Players in open auctions, with their public figures, current price, end time and leading bidder. Never skills (open the auction for those). Filters combine; bounds are inclusive. `offset + limit` may not exceed 150: a larger sum answers 400 naming `offset`. A minimum above its maximum answers 400 naming the minimum.
         *
         *     **Scope:** `market`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getMarketPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/market/players/{playerId}/auction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's auction
         * @description The player's most recent auction (open or closed): prices, bids as the game shows them to you (supporters see every bid, others only the leading ones), and, while it is open, the player's skills with the time until which a client may keep them. Revealing another club's player's skills counts toward the daily breadth limit. A player who was never listed answers 404.
         *
         *     **Scope:** `market`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getMarketPlayerAuction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{matchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match
         * @description A game: teams, date, competition, and once played the score, quarter partials and attendance.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{matchId}/boxscore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match's box score
         * @description Strategies, effort, the teams' rating levels and every player's line of a played match. A match not yet played answers 404.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getMatchBoxScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The manager
         * @description The manager the token stands for: username, supporter status, every team they run, and the token's scopes.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** revalidate every time with `If-None-Match` (`no-cache`; a 304 costs no quota).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/national-teams/{teamId}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * National team roster
         * @description The called-up squad of a senior or junior national team with public figures. Skills are shown only to the team's coach with scope `national` (and to a player's own club manager with scope `team`). A club id answers 404.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getNationalTeamRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/national-teams/{teamId}/training/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Squad training history
         * @description For the national team's coach only: the current squad's skill changes from training at their clubs, grouped by training week, newest first. Coaches without supporter status receive only the latest week (`limitedToLatest`).
         *
         *     **Scope:** `national`.
         *
         *     **Only for national teams you coach**: another national team answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getNationalTeamTrainingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token
         * @description RFC 7009: answers 200 whether or not the token was known. A refresh token revokes its whole chain, access tokens included. At most 60 requests per minute per address, and as many per client.
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code, or refresh
         * @description `grant_type=authorization_code` with `code`, `redirect_uri` and `code_verifier`; or `grant_type=refresh_token` with `refresh_token` and optional `scope`. Refresh tokens rotate: presenting a spent one revokes the whole chain. At most 20 requests per minute per address. Answers carry `Cache-Control: no-store`.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player
         * @description A player's public figures. Skills are shown for your own players (scope `team`) and for the squad of a national team you coach (scope `national`); otherwise `skills` is null.
         *
         *     **Scope:** `public`.
         *
         *     **Counts toward the daily breadth limit** when the club or player is not your own.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/{playerId}/training": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's training
         * @description One of your players' training week by week at his current club, newest first: drill, minutes, skill changes and breakthroughs. Managers without supporter status see the latest week only, as in the game. Another club's player answers 403 `forbidden`.
         *
         *     **Scope:** `team`.
         *
         *     **Only for players of clubs you own**: another club's player answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getPlayerTraining"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/seasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seasons
         * @description Every season the world keeps, newest first: the last full season before the world began, with all its games, post-season and final standings, and every season since. Earlier season numbers are not kept (they answer 404 as a `season`). `isCurrent` marks the season used when `season` is omitted.
         *
         *     **Scope:** `public`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getSeasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team
         * @description A club or national team: name, short name, kind, country, league and conference, manager (or coach), arena name.
         *
         *     **Scope:** `public`.
         *
         *     **Counts toward the daily breadth limit** when the club or player is not your own.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/arena": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's arena
         * @description Seats and ticket prices of the club's arena. National teams have no arena (404).
         *
         *     **Scope:** `public`.
         *
         *     **Counts toward the daily breadth limit** when the club or player is not your own.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamArena"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/economy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Weekly finances
         * @description The club's latest game week: opening balance, income and expenses by kind (positive amounts), their totals and the balance, with the closing balances of up to 8 earlier weeks.
         *
         *     **Scope:** `economy`.
         *
         *     **Only for clubs you own**: another club answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamEconomy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/economy/salaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payroll
         * @description Weekly salaries of the club's players and staff, highest first, with totals.
         *
         *     **Scope:** `economy`.
         *
         *     **Only for clubs you own**: another club answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamEconomySalaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Facilities
         * @description The level and weekly upkeep of every building of the club's sport city, and the weekly total.
         *
         *     **Scope:** `team`.
         *
         *     **Only for clubs you own**: another club answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamFacilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's roster
         * @description The club's players by jersey number. Skills are shown only for your own club with scope `team`. A national team's id answers 404: its squad is at `/national-teams/{teamId}/roster`.
         *
         *     **Scope:** `public`.
         *
         *     **Counts toward the daily breadth limit** when the club or player is not your own.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team's schedule
         * @description The team's games of a season in every competition, in chronological order, with scores once played.
         *
         *     **Scope:** `public`.
         *
         *     **Counts toward the daily breadth limit** when the club or player is not your own.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff
         * @description The club's staff with type, level, specialty and weekly salary, and the weekly total.
         *
         *     **Scope:** `team`.
         *
         *     **Only for clubs you own**: another club answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team's player statistics
         * @description Each player's statistics for the team in a season's played games: per-game averages (one decimal) or totals. Shooting percentages are 0 to 100, null without attempts.
         *
         *     **Scope:** `public`.
         *
         *     **Counts toward the daily breadth limit** when the club or player is not your own.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/training": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Training plan
         * @description The drill and positions set for the club's next training.
         *
         *     **Scope:** `team`.
         *
         *     **Only for clubs you own**: another club answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamTraining"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{teamId}/training/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Training history
         * @description The club's training sessions, newest first: drill, positions, efficiency, the conditions the session ran with (null for sessions older than the API), every participant's minutes, skill changes (drops included) and breakthroughs. Managers without supporter status receive only the latest session (`limitedToLatest` is true and `paging.hasMore` false).
         *
         *     **Scope:** `team`.
         *
         *     **Only for clubs you own**: another club answers 403 `forbidden`.
         *
         *     **Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).
         */
        get: operations["getTeamTrainingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "application.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * application.approved
         * @description Staff approved your application. About your application itself. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["ApplicationApprovedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /** @description None: the event is about your application. */
                        managerId: null;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "application.approved";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.suspended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * application.suspended
         * @description Staff suspended your application. About your application itself. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["ApplicationSuspendedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /** @description None: the event is about your application. */
                        managerId: null;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "application.suspended";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "auction.settled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auction.settled
         * @description An auction the manager's club listed, or led at its end, closed: sold to the leader or unsold. Needs the manager's grant of `market`. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["AuctionSettledData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "auction.settled";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "economy.week_booked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * economy.week_booked
         * @description A new economy week opened for a club of the manager, with its fixed lines booked. Needs the manager's grant of `economy`. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["EconomyWeekBookedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "economy.week_booked";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "grant.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * grant.revoked
         * @description A manager disconnected your application. About your application itself. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["GrantRevokedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "grant.revoked";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "match.finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * match.finished
         * @description A game of one of the manager's teams was played (league, playoffs, cup or national teams). Needs the manager's grant of `public`. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["MatchFinishedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "match.finished";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.drafted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * player.drafted
         * @description A season's draft brought the manager's club an 18- or 19-year-old. Needs the manager's grant of `public`. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["PlayerDraftedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "player.drafted";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.retired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * player.retired
         * @description A player of the manager's club retired at a season's turn. Needs the manager's grant of `public`. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["PlayerRetiredData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "player.retired";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "season.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * season.started
         * @description A new season began: schedules, leagues after promotion and relegation, and national squads are new. Needs the manager's grant of `public`. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["SeasonStartedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "season.started";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "training.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * training.completed
         * @description A club of the manager trained on the Friday that closed the week. Needs the manager's grant of `team`. See the Webhooks and events guide.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event's id, the same on every retry: de-duplicate on it. */
                    "webhook-id": string;
                    /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches. */
                    "webhook-signature": string;
                    /** @description When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off. */
                    "webhook-timestamp": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: components["schemas"]["TrainingCompletedData"];
                        /**
                         * Format: uuid
                         * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description The manager it concerns.
                         * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                         */
                        managerId: string;
                        /**
                         * @description Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.
                         * @enum {boolean}
                         */
                        test?: true;
                        /**
                         * Format: date-time
                         * @description When it happened (the world's time for the world's events; UTC).
                         */
                        timestamp: string;
                        /** @enum {string} */
                        type: "training.completed";
                    };
                };
            };
            responses: {
                /** @description Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ApplicationApprovedData: {
            /**
             * Format: uuid
             * @description Your application, now approved: any manager may connect it, on the full quota.
             */
            applicationId: string;
        };
        ApplicationSuspendedData: {
            /**
             * Format: uuid
             * @description Your application, now suspended: its tokens stop working and sign-in refuses it.
             */
            applicationId: string;
            /** @description What staff gave as the reason. */
            reason: string;
        };
        /**
         * @description A club's arena: seats and ticket prices as the public arena page shows them.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "name": "Lakeside Dome",
         *       "seats": [
         *         {
         *           "type": "Bleachers",
         *           "capacity": 13000,
         *           "price": 20
         *         },
         *         {
         *           "type": "LowerTier",
         *           "capacity": 1500,
         *           "price": 65
         *         },
         *         {
         *           "type": "Courtside",
         *           "capacity": 350,
         *           "price": 185
         *         },
         *         {
         *           "type": "LuxuryBoxes",
         *           "capacity": 25,
         *           "price": 1150
         *         }
         *       ],
         *       "totalCapacity": 14875
         *     }
         */
        Arena: {
            /** @example Lakeside Dome */
            name: string;
            /** @description Every seat type, cheapest first. */
            seats: {
                /**
                 * @description Number of seats.
                 * @example 13000
                 */
                capacity: number;
                /**
                 * @description Ticket price in whole dollars.
                 * @example 20
                 */
                price: number;
                type: components["schemas"]["SeatType"];
            }[];
            team: components["schemas"]["TeamRef"];
            /**
             * @description Sum of every seat type's capacity.
             * @example 14875
             */
            totalCapacity: number;
        };
        /** @description Spectators by seat type; null until the game is played. */
        Attendance: {
            /** @example 11840 */
            bleachers: number;
            /** @example 301 */
            courtside: number;
            /** @example 1320 */
            lowerTier: number;
            /** @example 22 */
            luxuryBoxes: number;
            /**
             * @description Sum of every seat type.
             * @example 13483
             */
            total: number;
        } | null;
        /**
         * @description A player's most recent auction: prices, bids as the game shows them to you, and skills while it is open. `player.skills` follows the general privacy rules (null for another club's player); the open-auction reveal is the top-level `skills`.
         * @example {
         *       "listingId": "4b3a2918-0f7e-4d6c-9b5a-3e2d1c0b9a8f",
         *       "player": {
         *         "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *         "firstName": "Marcus",
         *         "lastName": "Holloway",
         *         "nickname": null,
         *         "number": 23,
         *         "countryId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *         "country": {
         *           "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *           "name": "Utopia"
         *         },
         *         "age": 24,
         *         "height": 201,
         *         "salary": 48250,
         *         "dmi": 412300,
         *         "potential": 6,
         *         "gameShape": 7,
         *         "buzzerBeaterRating": 41.7,
         *         "bestPosition": "SF",
         *         "isRetired": false,
         *         "injury": null,
         *         "club": {
         *           "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *           "name": "Harbor City Hawks"
         *         },
         *         "nationalTeam": null,
         *         "isTransferListed": true,
         *         "skills": null
         *       },
         *       "listingClub": {
         *         "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *         "name": "Harbor City Hawks"
         *       },
         *       "prices": {
         *         "startingPrice": 90000,
         *         "currentPrice": 126000,
         *         "minimumNextBid": 132300,
         *         "finalPrice": null
         *       },
         *       "status": "Open",
         *       "isOpen": true,
         *       "startedAt": "2026-11-17T09:12:00.000Z",
         *       "endsAt": "2026-11-19T18:04:00.000Z",
         *       "buyer": null,
         *       "bids": [
         *         {
         *           "team": {
         *             "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "name": "Lakeside Lynx"
         *           },
         *           "amount": 126000,
         *           "placedAt": "2026-11-18T10:41:00.000Z",
         *           "isLeading": true
         *         },
         *         {
         *           "team": {
         *             "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
         *             "name": "Mesa Coyotes"
         *           },
         *           "amount": 112400,
         *           "placedAt": "2026-11-17T21:03:00.000Z",
         *           "isLeading": false
         *         },
         *         {
         *           "team": {
         *             "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "name": "Lakeside Lynx"
         *           },
         *           "amount": 100500,
         *           "placedAt": "2026-11-17T15:27:00.000Z",
         *           "isLeading": false
         *         }
         *       ],
         *       "hasMoreBids": true,
         *       "skills": {
         *         "jumpShot": {
         *           "level": 6,
         *           "change": "Unchanged"
         *         },
         *         "jumpRange": {
         *           "level": 11,
         *           "change": "Unchanged"
         *         },
         *         "outsideDefense": {
         *           "level": 7,
         *           "change": "Unchanged"
         *         },
         *         "handling": {
         *           "level": 12,
         *           "change": "Improved"
         *         },
         *         "driving": {
         *           "level": 8,
         *           "change": "Unchanged"
         *         },
         *         "passing": {
         *           "level": 13,
         *           "change": "Unchanged"
         *         },
         *         "insideShot": {
         *           "level": 9,
         *           "change": "Unchanged"
         *         },
         *         "insideDefense": {
         *           "level": 14,
         *           "change": "Unchanged"
         *         },
         *         "rebounding": {
         *           "level": 10,
         *           "change": "Unchanged"
         *         },
         *         "shotBlocking": {
         *           "level": 6,
         *           "change": "Unchanged"
         *         },
         *         "stamina": {
         *           "level": 11,
         *           "change": "Unchanged"
         *         },
         *         "freeThrow": {
         *           "level": 7,
         *           "change": "Unchanged"
         *         },
         *         "experience": {
         *           "level": 12,
         *           "change": "Unchanged"
         *         }
         *       },
         *       "skillsVisibleUntil": "2026-11-19T18:04:00.000Z"
         *     }
         */
        Auction: {
            /** @description Bids, highest first. Supporters see every bid; other managers only the leading ones. */
            bids: components["schemas"]["AuctionBid"][];
            /** @description The club that bought the player; null unless sold. */
            buyer: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            } | null;
            /**
             * Format: date-time
             * @description When the auction closes (or closed); each late bid moves it so that 3 minutes pass without a bid.
             * @example 2026-11-19T18:04:00.000Z
             */
            endsAt: string;
            /**
             * @description True when bids exist beyond those shown (only ever for managers without supporter status).
             * @example false
             */
            hasMoreBids: boolean;
            /**
             * @description Whether bids are still taken: status `Open` and `endsAt` not yet passed.
             * @example true
             */
            isOpen: boolean;
            /** @description The club that listed the player. */
            listingClub: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            };
            /**
             * Format: uuid
             * @example 4b3a2918-0f7e-4d6c-9b5a-3e2d1c0b9a8f
             */
            listingId: string;
            player: components["schemas"]["Player"];
            prices: components["schemas"]["AuctionPrices"];
            /** @description The listed player's skills, revealed while the auction is open to tokens with scope `market`; null once it is closed. Each reveal of another club's player counts toward the daily breadth limit. */
            skills: {
                driving: components["schemas"]["Skill"];
                experience: components["schemas"]["Skill"];
                freeThrow: components["schemas"]["Skill"];
                handling: components["schemas"]["Skill"];
                insideDefense: components["schemas"]["Skill"];
                insideShot: components["schemas"]["Skill"];
                jumpRange: components["schemas"]["Skill"];
                jumpShot: components["schemas"]["Skill"];
                outsideDefense: components["schemas"]["Skill"];
                passing: components["schemas"]["Skill"];
                rebounding: components["schemas"]["Skill"];
                shotBlocking: components["schemas"]["Skill"];
                stamina: components["schemas"]["Skill"];
            } | null;
            /**
             * Format: date-time
             * @description Present with `skills`: the auction's end. Clients must not keep the skills past this time.
             * @example 2026-11-19T18:04:00.000Z
             */
            skillsVisibleUntil: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 date and time, UTC.
             * @example 2026-11-17T19:00:00.000Z
             */
            startedAt: string;
            /**
             * @description The recorded outcome: `Open` until the auction is settled, then `Sold` or `Unsold`. An auction past `endsAt` may still read `Open` until it is settled; `isOpen` is false then.
             * @example Open
             * @enum {string}
             */
            status: "Open" | "Sold" | "Unsold";
        };
        AuctionBid: {
            /**
             * @description Dollars.
             * @example 126000
             */
            amount: number;
            /**
             * @description The highest bid (for a sold player: the winning one).
             * @example true
             */
            isLeading: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 date and time, UTC.
             * @example 2026-11-17T19:00:00.000Z
             */
            placedAt: string;
            /** @description The club that bid. */
            team: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            };
        };
        /** @description The auction's prices in whole dollars. */
        AuctionPrices: {
            /**
             * @description The highest bid, or the starting price while nobody has bid.
             * @example 126000
             */
            currentPrice: number;
            /**
             * @description What the buyer paid; null unless the player was sold.
             * @example null
             */
            finalPrice: number | null;
            /**
             * @description The current price raised by the auction's minimum increment (5%), rounded up to a whole dollar; null once the auction is closed.
             * @example 132300
             */
            minimumNextBid: number | null;
            /**
             * @description The price the listing club asked for, in dollars.
             * @example 90000
             */
            startingPrice: number;
        };
        AuctionSettledData: {
            /**
             * Format: uuid
             * @description The club that bought him; null when the auction closed unsold.
             */
            buyerClubId: string | null;
            /**
             * Format: uuid
             * @description The club that listed him.
             */
            listingClubId: string;
            /**
             * Format: uuid
             * @description The auction: `/market/players` listed it while it was open.
             */
            listingId: string;
            /** @enum {string} */
            outcome: "Sold" | "Unsold";
            /**
             * Format: uuid
             * @description The player sold (or not).
             */
            playerId: string;
            /** @description The price paid; null when unsold. */
            price: number | null;
            /**
             * Format: uuid
             * @description The manager's club in it: the listing club or the buyer.
             */
            teamId: string;
        };
        /** @description Exchange an authorization code for a token pair. */
        AuthorizationCodeRequest: {
            /** @description Public clients: their `gmc_…` client id. Confidential clients use HTTP Basic instead (or send `client_id` and `client_secret` here). */
            client_id?: string;
            /** @description Confidential clients that do not use HTTP Basic: their `gmcs_…` secret. */
            client_secret?: string;
            /** @description The `gmac_…` code (5 minutes, single use). Required. */
            code?: string;
            /** @description 43–128 characters of A-Z a-z 0-9 - . _ ~ (PKCE S256). Required. */
            code_verifier?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "authorization_code";
            /** @description Identical to the one of the authorize request. Required. */
            redirect_uri?: string;
        };
        /**
         * @description A played match's box score: each team's strategies, effort, rating levels and every player's line. (The example is abridged to a few players per team.)
         * @example {
         *       "match": {
         *         "id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *         "season": {
         *           "number": 70
         *         },
         *         "competition": {
         *           "id": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *           "name": "Utopia Premier League"
         *         },
         *         "kind": "LeagueRegularSeason",
         *         "round": 9,
         *         "startsAt": "2026-11-17T19:00:00.000Z"
         *       },
         *       "home": {
         *         "team": {
         *           "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *           "name": "Lakeside Lynx"
         *         },
         *         "score": 30,
         *         "partials": [
         *           8,
         *           6,
         *           9,
         *           7
         *         ],
         *         "offensiveStrategy": "Motion",
         *         "defensiveStrategy": "ManToMan",
         *         "effort": "Normal",
         *         "ratings": {
         *           "outsideScoring": 9.3,
         *           "insideScoring": 8.6,
         *           "outsideDefense": 8,
         *           "insideDefense": 9.6,
         *           "rebounding": 10.3,
         *           "offensiveFlow": 8.3
         *         },
         *         "players": [
         *           {
         *             "player": {
         *               "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *               "name": "Marcus Holloway"
         *             },
         *             "isStarter": true,
         *             "didNotPlay": false,
         *             "minutes": 34,
         *             "minutesByPosition": {
         *               "PG": 0,
         *               "SG": 0,
         *               "SF": 30,
         *               "PF": 4,
         *               "C": 0
         *             },
         *             "fgm": 8,
         *             "fga": 15,
         *             "tpm": 2,
         *             "tpa": 5,
         *             "ftm": 4,
         *             "fta": 5,
         *             "oreb": 2,
         *             "reb": 7,
         *             "ast": 3,
         *             "to": 2,
         *             "stl": 1,
         *             "blk": 1,
         *             "pf": 3,
         *             "pts": 22,
         *             "plusMinus": 9,
         *             "rating": 7.4
         *           },
         *           {
         *             "player": {
         *               "id": "4f3e2d1c-0b9a-4f8e-9d7c-6b5a4f3e2d1c",
         *               "name": "Tomas Varga"
         *             },
         *             "isStarter": false,
         *             "didNotPlay": false,
         *             "minutes": 16,
         *             "minutesByPosition": {
         *               "PG": 14,
         *               "SG": 2,
         *               "SF": 0,
         *               "PF": 0,
         *               "C": 0
         *             },
         *             "fgm": 3,
         *             "fga": 7,
         *             "tpm": 1,
         *             "tpa": 3,
         *             "ftm": 1,
         *             "fta": 2,
         *             "oreb": 0,
         *             "reb": 1,
         *             "ast": 4,
         *             "to": 1,
         *             "stl": 0,
         *             "blk": 0,
         *             "pf": 2,
         *             "pts": 8,
         *             "plusMinus": -3,
         *             "rating": 5.1
         *           },
         *           {
         *             "player": {
         *               "id": "5a4f3e2d-1c0b-4a9f-8e7d-6c5b4a3f2e1d",
         *               "name": "Ike Obi"
         *             },
         *             "isStarter": false,
         *             "didNotPlay": true,
         *             "minutes": 0,
         *             "minutesByPosition": {
         *               "PG": 0,
         *               "SG": 0,
         *               "SF": 0,
         *               "PF": 0,
         *               "C": 0
         *             },
         *             "fgm": 0,
         *             "fga": 0,
         *             "tpm": 0,
         *             "tpa": 0,
         *             "ftm": 0,
         *             "fta": 0,
         *             "oreb": 0,
         *             "reb": 0,
         *             "ast": 0,
         *             "to": 0,
         *             "stl": 0,
         *             "blk": 0,
         *             "pf": 0,
         *             "pts": 0,
         *             "plusMinus": 0,
         *             "rating": 0
         *           }
         *         ]
         *       },
         *       "away": {
         *         "team": {
         *           "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *           "name": "Port Royal Mariners"
         *         },
         *         "score": 25,
         *         "partials": [
         *           6,
         *           7,
         *           5,
         *           7
         *         ],
         *         "offensiveStrategy": "LookInside",
         *         "defensiveStrategy": "23Zone",
         *         "effort": "CrunchTime",
         *         "ratings": {
         *           "outsideScoring": 7.6,
         *           "insideScoring": 10,
         *           "outsideDefense": 8.3,
         *           "insideDefense": 9,
         *           "rebounding": 9.6,
         *           "offensiveFlow": 7.3
         *         },
         *         "players": [
         *           {
         *             "player": {
         *               "id": "6b5a4f3e-2d1c-4b0a-9f8e-7d6c5b4a3f2e",
         *               "name": "Dario Lenz"
         *             },
         *             "isStarter": true,
         *             "didNotPlay": false,
         *             "minutes": 36,
         *             "minutesByPosition": {
         *               "PG": 0,
         *               "SG": 0,
         *               "SF": 0,
         *               "PF": 6,
         *               "C": 30
         *             },
         *             "fgm": 10,
         *             "fga": 17,
         *             "tpm": 0,
         *             "tpa": 0,
         *             "ftm": 5,
         *             "fta": 8,
         *             "oreb": 4,
         *             "reb": 12,
         *             "ast": 1,
         *             "to": 3,
         *             "stl": 0,
         *             "blk": 3,
         *             "pf": 4,
         *             "pts": 25,
         *             "plusMinus": -6,
         *             "rating": 8.2
         *           }
         *         ]
         *       }
         *     }
         */
        BoxScore: {
            away: components["schemas"]["BoxScoreTeam"];
            home: components["schemas"]["BoxScoreTeam"];
            /** @description The match this box score belongs to. */
            match: {
                competition: components["schemas"]["CompetitionRef"];
                /**
                 * Format: uuid
                 * @description Match id.
                 * @example 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
                 */
                id: string;
                kind: components["schemas"]["MatchKind"];
                /**
                 * @description Round of the competition, 1-based.
                 * @example 9
                 */
                round: number;
                season: {
                    /** @example 70 */
                    number: number;
                };
                /**
                 * Format: date-time
                 * @description ISO 8601 date and time, UTC.
                 * @example 2026-11-17T19:00:00.000Z
                 */
                startsAt: string;
            };
        };
        /** @description One player's line. */
        BoxScorePlayer: {
            /** @example 3 */
            ast: number;
            /** @example 1 */
            blk: number;
            /**
             * @description Dressed but did not play; every figure is then 0.
             * @example false
             */
            didNotPlay: boolean;
            /**
             * @description Field goals attempted.
             * @example 15
             */
            fga: number;
            /**
             * @description Field goals made (three-pointers included).
             * @example 8
             */
            fgm: number;
            /**
             * @description Free throws attempted.
             * @example 5
             */
            fta: number;
            /**
             * @description Free throws made.
             * @example 4
             */
            ftm: number;
            /** @example true */
            isStarter: boolean;
            /**
             * @description Minutes played, all positions.
             * @example 34
             */
            minutes: number;
            minutesByPosition: components["schemas"]["MinutesByPosition"];
            /**
             * @description Offensive rebounds.
             * @example 2
             */
            oreb: number;
            /**
             * @description Personal fouls.
             * @example 3
             */
            pf: number;
            player: components["schemas"]["PlayerRef"];
            /**
             * @description Point difference while on court.
             * @example 9
             */
            plusMinus: number;
            /**
             * @description Points: 2·(fgm − tpm) + 3·tpm + ftm.
             * @example 22
             */
            pts: number;
            /**
             * @description The game's performance rating for this game.
             * @example 7.4
             */
            rating: number;
            /**
             * @description Rebounds, offensive included.
             * @example 7
             */
            reb: number;
            /** @example 1 */
            stl: number;
            /**
             * @description Turnovers.
             * @example 2
             */
            to: number;
            /**
             * @description Three-pointers attempted.
             * @example 5
             */
            tpa: number;
            /**
             * @description Three-pointers made.
             * @example 2
             */
            tpm: number;
        };
        /** @description One team's side of a box score. */
        BoxScoreTeam: {
            defensiveStrategy: components["schemas"]["DefensiveStrategy"];
            effort: components["schemas"]["Effort"];
            offensiveStrategy: components["schemas"]["OffensiveStrategy"];
            /**
             * @description Points per quarter, then one entry per overtime; null until the game is played.
             * @example [
             *       22,
             *       19,
             *       25,
             *       22
             *     ]
             */
            partials: number[];
            /** @description Starters first, then the bench; each group by minutes, most first. */
            players: components["schemas"]["BoxScorePlayer"][];
            ratings: components["schemas"]["TeamRatings"];
            /**
             * @description The sum of its players' points.
             * @example 88
             */
            score: number;
            team: components["schemas"]["TeamRef"];
        };
        /**
         * @description A building of the club's sport city.
         * @enum {string}
         */
        Building: "TrainingCourt" | "Gym" | "MedicalCenter" | "YouthAcademy" | "FanShop" | "Restaurant";
        /** @description A league, cup or national-team event, by id and name. */
        CompetitionRef: {
            /**
             * Format: uuid
             * @description Competition id.
             * @example 7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7
             */
            id: string;
            /** @example Utopia Premier League */
            name: string;
        };
        /**
         * @description Every country of the game world, ordered by name.
         * @example {
         *       "countries": [
         *         {
         *           "id": "1e2d3c4b-5a69-4788-97a6-b5c4d3e2f1a0",
         *           "name": "Arcadia",
         *           "code": "AR",
         *           "levels": 4
         *         },
         *         {
         *           "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *           "name": "Utopia",
         *           "code": "UT",
         *           "levels": 3
         *         }
         *       ]
         *     }
         */
        CountryList: {
            /** @description Every country, by name. */
            countries: {
                /**
                 * @description Two-letter country code.
                 * @example UT
                 */
                code: string;
                /**
                 * Format: uuid
                 * @description Usable as `{countryId}`.
                 * @example 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a
                 */
                id: string;
                /**
                 * @description Division levels of its league pyramid (level 1 is the top); 0 when it has no leagues yet.
                 * @example 3
                 */
                levels: number;
                /** @example Utopia */
                name: string;
            }[];
        };
        /** @description A country, by id and name. */
        CountryRef: {
            /**
             * Format: uuid
             * @description Country id.
             * @example 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a
             */
            id: string;
            /** @example Utopia */
            name: string;
        };
        /**
         * @example ManToMan
         * @enum {string}
         */
        DefensiveStrategy: "ManToMan" | "23Zone" | "32Zone" | "131Zone" | "Press" | "InsideBoxAndOne" | "OutsideBoxAndOne";
        /**
         * @description A training drill. `GameShape`, `FreeThrows` and `Stamina` are team-wide (every position); the others train the skill they are named after (`OutsideShooting`: jump shot and range) at the chosen positions.
         * @enum {string}
         */
        Drill: "GameShape" | "FreeThrows" | "Stamina" | "InsideDefense" | "Rebounding" | "ShotBlocking" | "InsideShot" | "OutsideShooting" | "JumpShot" | "JumpRange" | "OutsideDefense" | "Handling" | "Driving" | "Passing";
        /**
         * @description `MatchRevenue` (home games' tickets), `TvMoney`, `Merchandise`, `PromotionBonus`, `Interest` (on the bank balance, or paid on a debt), `Transfers` (sales in, purchases out), `PlayerSalaries`, `StaffSalaries`, `FacilityUpkeep`, `Scouting`.
         * @enum {string}
         */
        EconomyLineKind: "MatchRevenue" | "TvMoney" | "Merchandise" | "PromotionBonus" | "Interest" | "Transfers" | "PlayerSalaries" | "StaffSalaries" | "FacilityUpkeep" | "Scouting";
        /**
         * @description The club's finances for the latest game week: income and expenses by kind, and the balance.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "weekStart": "2026-11-13T00:00:00.000Z",
         *       "openingBalance": 1254300,
         *       "income": [
         *         {
         *           "kind": "MatchRevenue",
         *           "amount": 171400
         *         },
         *         {
         *           "kind": "TvMoney",
         *           "amount": 58000
         *         },
         *         {
         *           "kind": "Merchandise",
         *           "amount": 39500
         *         }
         *       ],
         *       "expenses": [
         *         {
         *           "kind": "PlayerSalaries",
         *           "amount": 158900
         *         },
         *         {
         *           "kind": "StaffSalaries",
         *           "amount": 41250
         *         },
         *         {
         *           "kind": "FacilityUpkeep",
         *           "amount": 12500
         *         },
         *         {
         *           "kind": "Scouting",
         *           "amount": 2100
         *         }
         *       ],
         *       "totalIncome": 268900,
         *       "totalExpenses": 214750,
         *       "balance": 1308450,
         *       "history": [
         *         {
         *           "weekStart": "2026-11-06T00:00:00.000Z",
         *           "closingBalance": 1254300
         *         },
         *         {
         *           "weekStart": "2026-10-30T00:00:00.000Z",
         *           "closingBalance": 1191800
         *         }
         *       ]
         *     }
         */
        EconomySummary: {
            /**
             * @description Bank balance after the week so far: `openingBalance + totalIncome − totalExpenses`.
             * @example 1308450
             */
            balance: number;
            /** @description Money out, by kind, as positive amounts. */
            expenses: {
                /**
                 * @description Whole dollars, always positive; the list says which way it went.
                 * @example 84200
                 */
                amount: number;
                kind: components["schemas"]["EconomyLineKind"];
            }[];
            /** @description Closing balances of up to 8 earlier weeks, newest first. */
            history: {
                /** @example 1254300 */
                closingBalance: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 date and time, UTC.
                 * @example 2026-11-17T19:00:00.000Z
                 */
                weekStart: string;
            }[];
            /** @description Money in, by kind. Kinds with nothing that week are left out. */
            income: {
                /**
                 * @description Whole dollars, always positive; the list says which way it went.
                 * @example 84200
                 */
                amount: number;
                kind: components["schemas"]["EconomyLineKind"];
            }[];
            /**
             * @description Bank balance when the week began.
             * @example 1254300
             */
            openingBalance: number;
            team: components["schemas"]["TeamRef"];
            /** @example 214750 */
            totalExpenses: number;
            /** @example 268900 */
            totalIncome: number;
            /**
             * Format: date-time
             * @description Start of the game week (Friday 00:00 UTC).
             * @example 2026-11-17T19:00:00.000Z
             */
            weekStart: string;
        };
        EconomyWeekBookedData: {
            /**
             * Format: uuid
             * @description The club: `/teams/{teamId}/economy` has the week.
             */
            teamId: string;
            /**
             * Format: date-time
             * @description The start of the economy week just opened (Friday 00:00 UTC).
             */
            week: string;
        };
        /**
         * @description How hard the team played.
         * @example Normal
         * @enum {string}
         */
        Effort: "Normal" | "TakeItEasy" | "CrunchTime";
        /** @description Every error answer has this shape, never with status 200. */
        Error: {
            error: {
                /**
                 * @description A stable, machine-readable code. See the Errors guide for what to do about each.
                 * @example not_found
                 * @enum {string}
                 */
                code: "invalid_request" | "invalid_parameter" | "invalid_token" | "insufficient_scope" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "token_limit_reached" | "minute_limit_exceeded" | "daily_limit_exceeded" | "breadth_limit_exceeded" | "too_many_attempts" | "internal_error" | "service_unavailable";
                /**
                 * @description What went wrong, for a developer to read.
                 * @example Team was not found.
                 */
                description: string;
                /**
                 * @description For `invalid_parameter`: the parameter at fault.
                 * @example limit
                 */
                parameter?: string;
                /** @description For `internal_error` and `service_unavailable`: quote it when reporting the problem. */
                requestId?: string;
                /**
                 * @description With 429 and 503: the seconds to wait before trying again, as the `Retry-After` header says.
                 * @example 5
                 */
                retryAfter?: number;
            };
        };
        /** @description Something that happened in the world, thin: ids and small facts. Details come from the endpoints its ids name. */
        Event: {
            data: components["schemas"]["MatchFinishedData"];
            /**
             * Format: uuid
             * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
             */
            id: string;
            /**
             * Format: uuid
             * @description The manager it concerns.
             * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
             */
            managerId: string;
            /**
             * Format: date-time
             * @description When it happened (the world's time for the world's events; UTC).
             */
            timestamp: string;
            /** @enum {string} */
            type: "match.finished";
        } | {
            data: components["schemas"]["AuctionSettledData"];
            /**
             * Format: uuid
             * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
             */
            id: string;
            /**
             * Format: uuid
             * @description The manager it concerns.
             * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
             */
            managerId: string;
            /**
             * Format: date-time
             * @description When it happened (the world's time for the world's events; UTC).
             */
            timestamp: string;
            /** @enum {string} */
            type: "auction.settled";
        } | {
            data: components["schemas"]["TrainingCompletedData"];
            /**
             * Format: uuid
             * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
             */
            id: string;
            /**
             * Format: uuid
             * @description The manager it concerns.
             * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
             */
            managerId: string;
            /**
             * Format: date-time
             * @description When it happened (the world's time for the world's events; UTC).
             */
            timestamp: string;
            /** @enum {string} */
            type: "training.completed";
        } | {
            data: components["schemas"]["EconomyWeekBookedData"];
            /**
             * Format: uuid
             * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
             */
            id: string;
            /**
             * Format: uuid
             * @description The manager it concerns.
             * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
             */
            managerId: string;
            /**
             * Format: date-time
             * @description When it happened (the world's time for the world's events; UTC).
             */
            timestamp: string;
            /** @enum {string} */
            type: "economy.week_booked";
        } | {
            data: components["schemas"]["SeasonStartedData"];
            /**
             * Format: uuid
             * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
             */
            id: string;
            /**
             * Format: uuid
             * @description The manager it concerns.
             * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
             */
            managerId: string;
            /**
             * Format: date-time
             * @description When it happened (the world's time for the world's events; UTC).
             */
            timestamp: string;
            /** @enum {string} */
            type: "season.started";
        } | {
            data: components["schemas"]["PlayerDraftedData"];
            /**
             * Format: uuid
             * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
             */
            id: string;
            /**
             * Format: uuid
             * @description The manager it concerns.
             * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
             */
            managerId: string;
            /**
             * Format: date-time
             * @description When it happened (the world's time for the world's events; UTC).
             */
            timestamp: string;
            /** @enum {string} */
            type: "player.drafted";
        } | {
            data: components["schemas"]["PlayerRetiredData"];
            /**
             * Format: uuid
             * @description The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it.
             */
            id: string;
            /**
             * Format: uuid
             * @description The manager it concerns.
             * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
             */
            managerId: string;
            /**
             * Format: date-time
             * @description When it happened (the world's time for the world's events; UTC).
             */
            timestamp: string;
            /** @enum {string} */
            type: "player.retired";
        };
        /**
         * @description A page of the events the token may see.
         * @example {
         *       "events": [
         *         {
         *           "id": "5b0c8f4e-8a51-8d2e-9a7c-3f1e2d4c6b80",
         *           "type": "match.finished",
         *           "timestamp": "2026-11-21T18:00:00.000Z",
         *           "managerId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
         *           "data": {
         *             "matchId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *             "teamId": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "competitionId": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *             "competitionKind": "League",
         *             "season": 71,
         *             "homeTeamId": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "awayTeamId": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *             "homeScore": 88,
         *             "awayScore": 81
         *           }
         *         }
         *       ],
         *       "next": "18342",
         *       "hasMore": false
         *     }
         */
        EventFeed: {
            /** @description Oldest first, after the cursor. */
            events: components["schemas"]["Event"][];
            /** @description More events wait after this page: call again with `next` at once. */
            hasMore: boolean;
            /**
             * @description The cursor to pass as `after` next time (opaque). With no new event it is the cursor you sent.
             * @example 18342
             */
            next: string;
        };
        /**
         * @description The level of every building of the club's sport city, and the weekly upkeep.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "facilities": [
         *         {
         *           "building": "TrainingCourt",
         *           "level": 4,
         *           "weeklyUpkeep": 4800
         *         },
         *         {
         *           "building": "Gym",
         *           "level": 3,
         *           "weeklyUpkeep": 3000
         *         },
         *         {
         *           "building": "MedicalCenter",
         *           "level": 2,
         *           "weeklyUpkeep": 1800
         *         },
         *         {
         *           "building": "YouthAcademy",
         *           "level": 2,
         *           "weeklyUpkeep": 1600
         *         },
         *         {
         *           "building": "FanShop",
         *           "level": 1,
         *           "weeklyUpkeep": 700
         *         },
         *         {
         *           "building": "Restaurant",
         *           "level": 1,
         *           "weeklyUpkeep": 600
         *         }
         *       ],
         *       "weeklyUpkeep": 12500
         *     }
         */
        Facilities: {
            /** @description Every building, in the order of `Building`. */
            facilities: {
                building: components["schemas"]["Building"];
                /**
                 * @description 0 when not built.
                 * @example 4
                 */
                level: number;
                /**
                 * @description Dollars a week.
                 * @example 4800
                 */
                weeklyUpkeep: number;
            }[];
            team: components["schemas"]["TeamRef"];
            /**
             * @description Sum of the buildings' weekly upkeep.
             * @example 12600
             */
            weeklyUpkeep: number;
        };
        GrantRevokedData: {
            /**
             * Format: uuid
             * @description Your application.
             */
            applicationId: string;
            /**
             * Format: uuid
             * @description The manager who disconnected it: every token of theirs for it is revoked.
             */
            managerId: string;
        };
        /** @description Present while injured; null when healthy. */
        Injury: {
            /**
             * @description Weeks until healed.
             * @example 2
             */
            weeksRemaining: number;
        } | null;
        /**
         * @description The leagues of a country's pyramid, optionally of one level.
         * @example {
         *       "country": {
         *         "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *         "name": "Utopia"
         *       },
         *       "leagues": [
         *         {
         *           "id": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *           "name": "Utopia Premier League",
         *           "level": 1,
         *           "division": 1
         *         },
         *         {
         *           "id": "4b3a2918-07f6-4e5d-8c4b-3a29180f7e6d",
         *           "name": "II.1",
         *           "level": 2,
         *           "division": 1
         *         }
         *       ]
         *     }
         */
        LeagueList: {
            country: components["schemas"]["CountryRef"];
            /** @description The country's leagues by level, then division; empty for a level it does not have. */
            leagues: {
                /**
                 * @description Position of the league inside its level, 1-based (`II.3` is 3). Level n has 4^(n−1) leagues.
                 * @example 3
                 */
                division: number;
                /**
                 * Format: uuid
                 * @description The league's competition id, usable with `/competitions/{competitionId}/standings`.
                 * @example 7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7
                 */
                id: string;
                /**
                 * @description Division level: 1 is the top.
                 * @example 2
                 */
                level: number;
                /**
                 * @description The top league's own name, or `II.3` style below it.
                 * @example II.3
                 */
                name: string;
            }[];
        };
        /** @description A league, by id and name, with its division level. */
        LeagueRef: {
            /**
             * Format: uuid
             * @description Competition id.
             * @example 7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7
             */
            id: string;
            /**
             * @description Division level: 1 is the top.
             * @example 1
             */
            level: number;
            /** @example Utopia Premier League */
            name: string;
        };
        /**
         * @description A player in an open auction: the public figures (never skills) and the state of the auction.
         * @example {
         *       "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *       "firstName": "Marcus",
         *       "lastName": "Holloway",
         *       "nickname": null,
         *       "number": 23,
         *       "countryId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *       "country": {
         *         "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *         "name": "Utopia"
         *       },
         *       "age": 24,
         *       "height": 201,
         *       "salary": 48250,
         *       "dmi": 412300,
         *       "potential": 6,
         *       "gameShape": 7,
         *       "buzzerBeaterRating": 41.7,
         *       "bestPosition": "SF",
         *       "isRetired": false,
         *       "injury": null,
         *       "club": {
         *         "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *         "name": "Harbor City Hawks"
         *       },
         *       "nationalTeam": null,
         *       "isTransferListed": true,
         *       "listingId": "4b3a2918-0f7e-4d6c-9b5a-3e2d1c0b9a8f",
         *       "currentPrice": 126000,
         *       "endsAt": "2026-11-19T18:04:00.000Z",
         *       "leadingBidder": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "bidCount": 4
         *     }
         */
        MarketPlayer: {
            /** @example 24 */
            age: number;
            bestPosition: components["schemas"]["Position"];
            /**
             * @description How many bids the auction has received.
             * @example 4
             */
            bidCount: number;
            /**
             * @description The game's overall player rating.
             * @example 41.7
             */
            buzzerBeaterRating: number;
            /** @description The player's club; null for free agents and retired players. */
            club: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            } | null;
            country: components["schemas"]["CountryRef"];
            /**
             * Format: uuid
             * @description The player's nationality.
             * @example 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a
             */
            countryId: string;
            /**
             * @description The highest bid in dollars, or the starting price while nobody has bid.
             * @example 126000
             */
            currentPrice: number;
            /**
             * @description Market-value index.
             * @example 412300
             */
            dmi: number;
            /**
             * Format: date-time
             * @description When the auction closes unless a late bid extends it (it closes after 3 minutes without a bid).
             * @example 2026-11-19T18:04:00.000Z
             */
            endsAt: string;
            /** @example Marcus */
            firstName: string;
            /**
             * @description 1 to 10; changes weekly.
             * @example 7
             */
            gameShape: number;
            /**
             * @description Centimetres.
             * @example 201
             */
            height: number;
            /**
             * Format: uuid
             * @example 3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c
             */
            id: string;
            injury: components["schemas"]["Injury"];
            /** @example false */
            isRetired: boolean;
            /**
             * @description Listed on the transfer market with an open auction.
             * @example false
             */
            isTransferListed: boolean;
            /** @example Holloway */
            lastName: string;
            /** @description The club holding the highest bid; null while nobody has bid. */
            leadingBidder: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            } | null;
            /**
             * Format: uuid
             * @description The open auction's id.
             * @example 4b3a2918-0f7e-4d6c-9b5a-3e2d1c0b9a8f
             */
            listingId: string;
            /** @description The national team whose squad the player is called up to. */
            nationalTeam: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            } | null;
            /**
             * @description Null when the player has none.
             * @example null
             */
            nickname: string | null;
            /**
             * @description Jersey number.
             * @example 23
             */
            number: number;
            /**
             * @description 0 (announcer) to 11 (all-time great).
             * @example 6
             */
            potential: number;
            /**
             * @description Weekly salary in dollars.
             * @example 48250
             */
            salary: number;
        };
        /**
         * @description One page of the transfer list. Only open auctions appear; skills never do.
         * @example {
         *       "players": [
         *         {
         *           "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *           "firstName": "Marcus",
         *           "lastName": "Holloway",
         *           "nickname": null,
         *           "number": 23,
         *           "countryId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *           "country": {
         *             "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *             "name": "Utopia"
         *           },
         *           "age": 24,
         *           "height": 201,
         *           "salary": 48250,
         *           "dmi": 412300,
         *           "potential": 6,
         *           "gameShape": 7,
         *           "buzzerBeaterRating": 41.7,
         *           "bestPosition": "SF",
         *           "isRetired": false,
         *           "injury": null,
         *           "club": {
         *             "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *             "name": "Harbor City Hawks"
         *           },
         *           "nationalTeam": null,
         *           "isTransferListed": true,
         *           "listingId": "4b3a2918-0f7e-4d6c-9b5a-3e2d1c0b9a8f",
         *           "currentPrice": 126000,
         *           "endsAt": "2026-11-19T18:04:00.000Z",
         *           "leadingBidder": {
         *             "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "name": "Lakeside Lynx"
         *           },
         *           "bidCount": 4
         *         }
         *       ],
         *       "paging": {
         *         "offset": 0,
         *         "limit": 25,
         *         "hasMore": true
         *       }
         *     }
         */
        MarketPlayerList: {
            paging: components["schemas"]["Paging"];
            /** @description Players in open auctions matching the search, in the requested order. */
            players: components["schemas"]["MarketPlayer"][];
        };
        /**
         * @description A game: teams, date, competition and, once played, the score.
         * @example {
         *       "id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *       "season": {
         *         "number": 70
         *       },
         *       "competition": {
         *         "id": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *         "name": "Utopia Premier League"
         *       },
         *       "kind": "LeagueRegularSeason",
         *       "round": 9,
         *       "startsAt": "2026-11-17T19:00:00.000Z",
         *       "neutralCourt": false,
         *       "isOnTv": true,
         *       "status": "Final",
         *       "home": {
         *         "team": {
         *           "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *           "name": "Lakeside Lynx"
         *         },
         *         "score": 88,
         *         "partials": [
         *           22,
         *           19,
         *           25,
         *           22
         *         ]
         *       },
         *       "away": {
         *         "team": {
         *           "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *           "name": "Port Royal Mariners"
         *         },
         *         "score": 81,
         *         "partials": [
         *           18,
         *           24,
         *           20,
         *           19
         *         ]
         *       },
         *       "attendance": {
         *         "bleachers": 11840,
         *         "lowerTier": 1320,
         *         "courtside": 301,
         *         "luxuryBoxes": 22,
         *         "total": 13483
         *       }
         *     }
         */
        Match: {
            attendance: components["schemas"]["Attendance"];
            away: components["schemas"]["MatchSide"];
            competition: components["schemas"]["CompetitionRef"];
            home: components["schemas"]["MatchSide"];
            /**
             * Format: uuid
             * @description Match id.
             * @example 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
             */
            id: string;
            /**
             * @description Broadcast on TV (some league games are).
             * @example true
             */
            isOnTv: boolean;
            kind: components["schemas"]["MatchKind"];
            /**
             * @description Played at neither team's arena.
             * @example false
             */
            neutralCourt: boolean;
            /**
             * @description Round of the competition, 1-based.
             * @example 9
             */
            round: number;
            season: {
                /** @example 70 */
                number: number;
            };
            /**
             * Format: date-time
             * @description ISO 8601 date and time, UTC.
             * @example 2026-11-17T19:00:00.000Z
             */
            startsAt: string;
            status: components["schemas"]["MatchStatus"];
        };
        MatchFinishedData: {
            awayScore: number;
            /**
             * Format: uuid
             * @description The away team.
             */
            awayTeamId: string;
            /**
             * Format: uuid
             * @description The league, cup or national teams' competition.
             */
            competitionId: string;
            /**
             * @description `League`, `Cup`, `NationalTeams`…
             * @example League
             */
            competitionKind: string;
            homeScore: number;
            /**
             * Format: uuid
             * @description The home team.
             */
            homeTeamId: string;
            /**
             * Format: uuid
             * @description The game: `/matches/{matchId}` for its score, `/matches/{matchId}/boxscore` for its box score.
             */
            matchId: string;
            /**
             * @description The season's number.
             * @example 42
             */
            season: number;
            /**
             * Format: uuid
             * @description The manager's team in it (a club, or a national team they coach).
             */
            teamId: string;
        };
        /**
         * @description `LeagueRegularSeason`, the league playoffs (`LeagueQuarterfinal`, `LeagueSemifinal`, `LeagueFinal`), `Relegation`, `Cup`, `Scrimmage` (a friendly), and national-team games (`NationalTeamRoundRobin`, `NationalTeamFriendly`).
         * @example LeagueRegularSeason
         * @enum {string}
         */
        MatchKind: "LeagueRegularSeason" | "LeagueQuarterfinal" | "LeagueSemifinal" | "LeagueFinal" | "Relegation" | "Cup" | "Scrimmage" | "NationalTeamRoundRobin" | "NationalTeamFriendly";
        /** @description One team of a match, with its score once played. */
        MatchSide: {
            /**
             * @description Points per quarter, then one entry per overtime; null until the game is played.
             * @example [
             *       22,
             *       19,
             *       25,
             *       22
             *     ]
             */
            partials: number[] | null;
            /**
             * @description Null until the game is played.
             * @example 88
             */
            score: number | null;
            team: components["schemas"]["TeamRef"];
        };
        /**
         * @description `Scheduled` until the game is played, then `Final`.
         * @example Final
         * @enum {string}
         */
        MatchStatus: "Scheduled" | "Final";
        /**
         * @example {
         *       "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
         *       "username": "demo",
         *       "isSupporter": true,
         *       "teams": [
         *         {
         *           "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *           "name": "Lakeside Lynx",
         *           "shortName": "LYN",
         *           "kind": "ManagedTeam"
         *         },
         *         {
         *           "id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *           "name": "Utopia",
         *           "shortName": "UTO",
         *           "kind": "NationalTeam"
         *         }
         *       ],
         *       "scopes": [
         *         "Public",
         *         "Team"
         *       ]
         *     }
         */
        Me: {
            /**
             * Format: uuid
             * @description Manager id.
             */
            id: string;
            /** @description Supporters see every training session and every auction bid. */
            isSupporter: boolean;
            /** @description Scopes of the calling token, capitalised. */
            scopes: ("Public" | "Team" | "National" | "Economy" | "Market")[];
            /** @description Every club and national team the manager runs. */
            teams: {
                /**
                 * Format: uuid
                 * @description Usable as `{teamId}`.
                 */
                id: string;
                kind: components["schemas"]["TeamKind"];
                name: string;
                shortName: string;
            }[];
            username: string;
        };
        /**
         * @description Minutes played at each position.
         * @example {
         *       "PG": 0,
         *       "SG": 0,
         *       "SF": 30,
         *       "PF": 4,
         *       "C": 0
         *     }
         */
        MinutesByPosition: {
            C: number;
            PF: number;
            PG: number;
            SF: number;
            SG: number;
        };
        /**
         * @description The called-up squad of a national team with their public figures.
         * @example {
         *       "team": {
         *         "id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *         "name": "Utopia",
         *         "kind": "NationalTeam"
         *       },
         *       "coach": {
         *         "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
         *         "username": "demo"
         *       },
         *       "players": [
         *         {
         *           "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *           "firstName": "Marcus",
         *           "lastName": "Holloway",
         *           "nickname": null,
         *           "number": 23,
         *           "countryId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *           "country": {
         *             "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *             "name": "Utopia"
         *           },
         *           "age": 24,
         *           "height": 201,
         *           "salary": 48250,
         *           "dmi": 412300,
         *           "potential": 6,
         *           "gameShape": 7,
         *           "buzzerBeaterRating": 41.7,
         *           "bestPosition": "SF",
         *           "isRetired": false,
         *           "injury": null,
         *           "club": {
         *             "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "name": "Lakeside Lynx"
         *           },
         *           "nationalTeam": {
         *             "id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *             "name": "Utopia"
         *           },
         *           "isTransferListed": false,
         *           "skills": {
         *             "jumpShot": {
         *               "level": 6,
         *               "change": "Unchanged"
         *             },
         *             "jumpRange": {
         *               "level": 11,
         *               "change": "Unchanged"
         *             },
         *             "outsideDefense": {
         *               "level": 7,
         *               "change": "Unchanged"
         *             },
         *             "handling": {
         *               "level": 12,
         *               "change": "Improved"
         *             },
         *             "driving": {
         *               "level": 8,
         *               "change": "Unchanged"
         *             },
         *             "passing": {
         *               "level": 13,
         *               "change": "Unchanged"
         *             },
         *             "insideShot": {
         *               "level": 9,
         *               "change": "Unchanged"
         *             },
         *             "insideDefense": {
         *               "level": 14,
         *               "change": "Unchanged"
         *             },
         *             "rebounding": {
         *               "level": 10,
         *               "change": "Unchanged"
         *             },
         *             "shotBlocking": {
         *               "level": 6,
         *               "change": "Unchanged"
         *             },
         *             "stamina": {
         *               "level": 11,
         *               "change": "Unchanged"
         *             },
         *             "freeThrow": {
         *               "level": 7,
         *               "change": "Unchanged"
         *             },
         *             "experience": {
         *               "level": 12,
         *               "change": "Unchanged"
         *             }
         *           }
         *         }
         *       ]
         *     }
         */
        NationalRoster: {
            /** @description The elected coach; null while the post is vacant. */
            coach: {
                /**
                 * Format: uuid
                 * @description Manager id.
                 * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                 */
                id: string;
                /** @example demo */
                username: string;
            } | null;
            /** @description The called-up squad, by last name. `skills` only for the team's coach with scope `national` (and for a player's own manager with scope `team`). */
            players: components["schemas"]["Player"][];
            team: components["schemas"]["NationalTeamRef"];
        };
        /**
         * @description `NationalTeam`: a country's senior team; `JuniorNationalTeam`: its U21 team.
         * @enum {string}
         */
        NationalTeamKind: "NationalTeam" | "JuniorNationalTeam";
        /**
         * @description A country's senior and junior (U21) national teams with their coaches.
         * @example {
         *       "country": {
         *         "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *         "name": "Utopia"
         *       },
         *       "nationalTeams": [
         *         {
         *           "id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *           "name": "Utopia",
         *           "shortName": "UT",
         *           "kind": "NationalTeam",
         *           "coach": {
         *             "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
         *             "username": "demo"
         *           }
         *         },
         *         {
         *           "id": "6c5b4a39-2817-4f6e-9d5c-4b3a29180f7e",
         *           "name": "Utopia U21",
         *           "shortName": "UT21",
         *           "kind": "JuniorNationalTeam",
         *           "coach": null
         *         }
         *       ]
         *     }
         */
        NationalTeamList: {
            country: components["schemas"]["CountryRef"];
            /** @description The senior team first, then the U21 team. */
            nationalTeams: {
                /** @description The elected coach; null while the post is vacant. */
                coach: {
                    /**
                     * Format: uuid
                     * @description Manager id.
                     * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                     */
                    id: string;
                    /** @example demo */
                    username: string;
                } | null;
                /**
                 * Format: uuid
                 * @description Usable with `/national-teams/{teamId}/…`.
                 * @example 9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d
                 */
                id: string;
                kind: components["schemas"]["NationalTeamKind"];
                /** @example Utopia */
                name: string;
                /** @example UT */
                shortName: string;
            }[];
        };
        /**
         * @description A national team, by id and name, with its kind.
         * @example {
         *       "id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *       "name": "Utopia",
         *       "kind": "NationalTeam"
         *     }
         */
        NationalTeamRef: {
            /**
             * Format: uuid
             * @description Team id.
             * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
             */
            id: string;
            kind: components["schemas"]["NationalTeamKind"];
            /** @example Lakeside Lynx */
            name: string;
        };
        /** @description RFC 6749 §5.2 error body of the token and revoke endpoints. */
        OAuthError: {
            /** @enum {string} */
            error: "invalid_client" | "invalid_grant" | "invalid_request" | "invalid_scope" | "unauthorized_client" | "unsupported_grant_type" | "too_many_requests";
            error_description: string;
        };
        /**
         * @example Motion
         * @enum {string}
         */
        OffensiveStrategy: "Base" | "Push" | "Patient" | "Princeton" | "Motion" | "RunAndGun" | "LowPost" | "LookInside" | "OutsideIsolation" | "InsideIsolation";
        /** @description Where this page sits in the list. */
        Paging: {
            /**
             * @description Whether more items follow this page.
             * @example true
             */
            hasMore: boolean;
            /**
             * @description The limit used.
             * @example 25
             */
            limit: number;
            /**
             * @description The offset used.
             * @example 0
             */
            offset: number;
        };
        /**
         * @description The club's weekly salaries: players and staff, with totals.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "players": [
         *         {
         *           "player": {
         *             "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *             "name": "Marcus Holloway"
         *           },
         *           "salary": 48250
         *         }
         *       ],
         *       "staff": [
         *         {
         *           "id": "d5c4b3a2-9180-4f7e-8d6c-5b4a39281706",
         *           "name": "Dana Whitfield",
         *           "type": "Coach",
         *           "salary": 16800
         *         }
         *       ],
         *       "totals": {
         *         "players": 48250,
         *         "staff": 16800,
         *         "total": 65050
         *       }
         *     }
         */
        Payroll: {
            /** @description Every player of the club, highest salary first. */
            players: {
                player: components["schemas"]["PlayerRef"];
                /**
                 * @description Weekly salary in dollars.
                 * @example 48250
                 */
                salary: number;
            }[];
            /** @description Every staff member, highest salary first. */
            staff: {
                /**
                 * Format: uuid
                 * @description Staff member id.
                 */
                id: string;
                /** @example Dana Whitfield */
                name: string;
                /**
                 * @description Weekly salary in dollars.
                 * @example 16800
                 */
                salary: number;
                type: components["schemas"]["StaffType"];
            }[];
            team: components["schemas"]["TeamRef"];
            /** @description Weekly sums in dollars. */
            totals: {
                /** @example 158900 */
                players: number;
                /** @example 41250 */
                staff: number;
                /** @example 200150 */
                total: number;
            };
        };
        /**
         * @description A player's public figures, and skills where the privacy rules allow.
         * @example {
         *       "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *       "firstName": "Marcus",
         *       "lastName": "Holloway",
         *       "nickname": null,
         *       "number": 23,
         *       "countryId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *       "country": {
         *         "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *         "name": "Utopia"
         *       },
         *       "age": 24,
         *       "height": 201,
         *       "salary": 48250,
         *       "dmi": 412300,
         *       "potential": 6,
         *       "gameShape": 7,
         *       "buzzerBeaterRating": 41.7,
         *       "bestPosition": "SF",
         *       "isRetired": false,
         *       "injury": null,
         *       "club": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "nationalTeam": null,
         *       "isTransferListed": false,
         *       "skills": {
         *         "jumpShot": {
         *           "level": 6,
         *           "change": "Unchanged"
         *         },
         *         "jumpRange": {
         *           "level": 11,
         *           "change": "Unchanged"
         *         },
         *         "outsideDefense": {
         *           "level": 7,
         *           "change": "Unchanged"
         *         },
         *         "handling": {
         *           "level": 12,
         *           "change": "Improved"
         *         },
         *         "driving": {
         *           "level": 8,
         *           "change": "Unchanged"
         *         },
         *         "passing": {
         *           "level": 13,
         *           "change": "Unchanged"
         *         },
         *         "insideShot": {
         *           "level": 9,
         *           "change": "Unchanged"
         *         },
         *         "insideDefense": {
         *           "level": 14,
         *           "change": "Unchanged"
         *         },
         *         "rebounding": {
         *           "level": 10,
         *           "change": "Unchanged"
         *         },
         *         "shotBlocking": {
         *           "level": 6,
         *           "change": "Unchanged"
         *         },
         *         "stamina": {
         *           "level": 11,
         *           "change": "Unchanged"
         *         },
         *         "freeThrow": {
         *           "level": 7,
         *           "change": "Unchanged"
         *         },
         *         "experience": {
         *           "level": 12,
         *           "change": "Unchanged"
         *         }
         *       }
         *     }
         */
        Player: {
            /** @example 24 */
            age: number;
            bestPosition: components["schemas"]["Position"];
            /**
             * @description The game's overall player rating.
             * @example 41.7
             */
            buzzerBeaterRating: number;
            /** @description The player's club; null for free agents and retired players. */
            club: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            } | null;
            country: components["schemas"]["CountryRef"];
            /**
             * Format: uuid
             * @description The player's nationality.
             * @example 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a
             */
            countryId: string;
            /**
             * @description Market-value index.
             * @example 412300
             */
            dmi: number;
            /** @example Marcus */
            firstName: string;
            /**
             * @description 1 to 10; changes weekly.
             * @example 7
             */
            gameShape: number;
            /**
             * @description Centimetres.
             * @example 201
             */
            height: number;
            /**
             * Format: uuid
             * @example 3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c
             */
            id: string;
            injury: components["schemas"]["Injury"];
            /** @example false */
            isRetired: boolean;
            /**
             * @description Listed on the transfer market with an open auction.
             * @example false
             */
            isTransferListed: boolean;
            /** @example Holloway */
            lastName: string;
            /** @description The national team whose squad the player is called up to. */
            nationalTeam: {
                /**
                 * Format: uuid
                 * @description Team id.
                 * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
                 */
                id: string;
                /** @example Lakeside Lynx */
                name: string;
            } | null;
            /**
             * @description Null when the player has none.
             * @example null
             */
            nickname: string | null;
            /**
             * @description Jersey number.
             * @example 23
             */
            number: number;
            /**
             * @description 0 (announcer) to 11 (all-time great).
             * @example 6
             */
            potential: number;
            /**
             * @description Weekly salary in dollars.
             * @example 48250
             */
            salary: number;
            /** @description Null where the privacy rules hide them. */
            skills: {
                driving: components["schemas"]["Skill"];
                experience: components["schemas"]["Skill"];
                freeThrow: components["schemas"]["Skill"];
                handling: components["schemas"]["Skill"];
                insideDefense: components["schemas"]["Skill"];
                insideShot: components["schemas"]["Skill"];
                jumpRange: components["schemas"]["Skill"];
                jumpShot: components["schemas"]["Skill"];
                outsideDefense: components["schemas"]["Skill"];
                passing: components["schemas"]["Skill"];
                rebounding: components["schemas"]["Skill"];
                shotBlocking: components["schemas"]["Skill"];
                stamina: components["schemas"]["Skill"];
            } | null;
        };
        PlayerDraftedData: {
            /**
             * @description 18 or 19.
             * @example 18
             */
            age: number;
            /**
             * Format: uuid
             * @description The draftee: `/players/{playerId}` has him.
             */
            playerId: string;
            /**
             * @description His best position: the one his squad had fewest of.
             * @enum {string}
             */
            position: "PG" | "SG" | "SF" | "PF" | "C";
            /**
             * Format: uuid
             * @description The manager's club he joined.
             */
            teamId: string;
        };
        /** @description A player, by id and name. */
        PlayerRef: {
            /**
             * Format: uuid
             * @description Player id.
             * @example 3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c
             */
            id: string;
            /**
             * @description First and last name.
             * @example Marcus Holloway
             */
            name: string;
        };
        PlayerRetiredData: {
            /**
             * @description His age at the turn he retired at.
             * @example 34
             */
            age: number;
            /**
             * Format: uuid
             * @description The player, now retired: `/players/{playerId}` still has him, with no club.
             */
            playerId: string;
            /**
             * Format: uuid
             * @description The manager's club he played for.
             */
            teamId: string;
        };
        /** @description One player's season for this team: per-game averages (one decimal) or totals, depending on `mode`. */
        PlayerSeasonStats: {
            /**
             * @description Assists.
             * @example 2.9
             */
            ast: number;
            /**
             * @description Blocks.
             * @example 0.6
             */
            blk: number;
            /**
             * @description Field goals attempted.
             * @example 14.1
             */
            fga: number;
            /**
             * @description Field goals made.
             * @example 7.2
             */
            fgm: number;
            /**
             * @description Field goal percentage, 0 to 100 with one decimal; null without attempts.
             * @example 51.1
             */
            fgPercent: number | null;
            /**
             * @description Free throws attempted.
             * @example 4.1
             */
            fta: number;
            /**
             * @description Free throws made.
             * @example 3.3
             */
            ftm: number;
            /**
             * @description Free throw percentage, 0 to 100 with one decimal; null without attempts.
             * @example 81.1
             */
            ftPercent: number | null;
            /**
             * @description Games played for this team (did-not-play games excluded).
             * @example 9
             */
            games: number;
            /**
             * @description Minutes.
             * @example 31.4
             */
            minutes: number;
            /**
             * @description Offensive rebounds.
             * @example 1.4
             */
            oreb: number;
            /**
             * @description Personal fouls.
             * @example 2.8
             */
            pf: number;
            player: components["schemas"]["PlayerRef"];
            /**
             * @description Points.
             * @example 19.5
             */
            pts: number;
            /**
             * @description The game's performance rating, averaged per game in both modes.
             * @example 7.1
             */
            rating: number;
            /**
             * @description Rebounds, offensive included.
             * @example 6.2
             */
            reb: number;
            /**
             * @description Steals.
             * @example 1.1
             */
            stl: number;
            /**
             * @description Turnovers.
             * @example 1.7
             */
            to: number;
            /**
             * @description Three-pointers attempted.
             * @example 4.6
             */
            tpa: number;
            /**
             * @description Three-pointers made.
             * @example 1.8
             */
            tpm: number;
            /**
             * @description Three-point percentage, 0 to 100 with one decimal; null without attempts.
             * @example 39
             */
            tpPercent: number | null;
        };
        /**
         * @description One of your players' training, week by week, newest first. Managers without supporter status see the latest week only.
         * @example {
         *       "player": {
         *         "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *         "name": "Marcus Holloway"
         *       },
         *       "club": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "weeks": [
         *         {
         *           "trainedAt": "2026-11-13T00:00:00.000Z",
         *           "type": "OutsideShooting",
         *           "positions": [
         *             "SG",
         *             "SF"
         *           ],
         *           "minutes": 52,
         *           "trainingMinutes": 48,
         *           "hasFullMinutes": true,
         *           "skillChanges": [
         *             {
         *               "skill": "jumpShot",
         *               "from": 9,
         *               "to": 10
         *             }
         *           ],
         *           "breakthroughs": []
         *         }
         *       ],
         *       "limitedToLatest": false
         *     }
         */
        PlayerTraining: {
            club: components["schemas"]["TeamRef"];
            /**
             * @description True when the viewer is not a supporter: only the latest week is returned, as in the game.
             * @example false
             */
            limitedToLatest: boolean;
            player: components["schemas"]["PlayerRef"];
            /** @description Week by week, newest first; only sessions of his current club (`club`). */
            weeks: {
                breakthroughs: {
                    /**
                     * @description What caused it: `Training` (an unusually good week), `Youth` (a young player's leap); one or both.
                     * @example [
                     *       "Training"
                     *     ]
                     */
                    kinds: ("Training" | "Youth")[];
                    /** @example 11 */
                    newLevel: number;
                    /** @example 10 */
                    oldLevel: number;
                    skill: components["schemas"]["TrainingSkill"];
                }[];
                /** @example true */
                hasFullMinutes: boolean;
                /**
                 * @description Minutes played that week; 0 when he did not take part.
                 * @example 52
                 */
                minutes: number;
                /** @description Positions the drill trained. */
                positions: components["schemas"]["Position"][];
                skillChanges: {
                    /**
                     * @description Level before the session.
                     * @example 9
                     */
                    from: number;
                    skill: components["schemas"]["TrainingSkill"];
                    /**
                     * @description Level after it: one up or one down (drops are included).
                     * @example 10
                     */
                    to: number;
                }[];
                /**
                 * Format: date-time
                 * @description Time of the week's session.
                 * @example 2026-11-17T19:00:00.000Z
                 */
                trainedAt: string;
                /**
                 * @description Minutes that counted for the drill.
                 * @example 48
                 */
                trainingMinutes: number;
                type: components["schemas"]["Drill"];
            }[];
        };
        /**
         * @description Point guard, shooting guard, small forward, power forward, center.
         * @enum {string}
         */
        Position: "PG" | "SG" | "SF" | "PF" | "C";
        /** @description Spend a refresh token for the next pair (rotation). */
        RefreshTokenRequest: {
            /** @description Public clients: their `gmc_…` client id. Confidential clients use HTTP Basic instead (or send `client_id` and `client_secret` here). */
            client_id?: string;
            /** @description Confidential clients that do not use HTTP Basic: their `gmcs_…` secret. */
            client_secret?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "refresh_token";
            /** @description The current `gmrt_…`. Required. */
            refresh_token?: string;
            /** @description Narrow the new pair (space-separated, of public, team, national, economy, market); never wider. */
            scope?: string;
        };
        RevokeRequest: {
            /** @description Public clients: their `gmc_…` client id. Confidential clients use HTTP Basic instead (or send `client_id` and `client_secret` here). */
            client_id?: string;
            /** @description Confidential clients that do not use HTTP Basic: their `gmcs_…` secret. */
            client_secret?: string;
            /** @description A refresh token (revokes its whole chain) or an access token. Required. */
            token?: string;
            /** @description Ignored (RFC 7009 §2.1): the token's prefix says what it is. */
            token_type_hint?: string;
        };
        /**
         * @description A club's players. Skills are shown only for your own club with scope `team`. (The example is abridged to one player.)
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "players": [
         *         {
         *           "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *           "firstName": "Marcus",
         *           "lastName": "Holloway",
         *           "nickname": null,
         *           "number": 23,
         *           "countryId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *           "country": {
         *             "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *             "name": "Utopia"
         *           },
         *           "age": 24,
         *           "height": 201,
         *           "salary": 48250,
         *           "dmi": 412300,
         *           "potential": 6,
         *           "gameShape": 7,
         *           "buzzerBeaterRating": 41.7,
         *           "bestPosition": "SF",
         *           "isRetired": false,
         *           "injury": null,
         *           "club": {
         *             "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "name": "Lakeside Lynx"
         *           },
         *           "nationalTeam": null,
         *           "isTransferListed": false,
         *           "skills": {
         *             "jumpShot": {
         *               "level": 6,
         *               "change": "Unchanged"
         *             },
         *             "jumpRange": {
         *               "level": 11,
         *               "change": "Unchanged"
         *             },
         *             "outsideDefense": {
         *               "level": 7,
         *               "change": "Unchanged"
         *             },
         *             "handling": {
         *               "level": 12,
         *               "change": "Improved"
         *             },
         *             "driving": {
         *               "level": 8,
         *               "change": "Unchanged"
         *             },
         *             "passing": {
         *               "level": 13,
         *               "change": "Unchanged"
         *             },
         *             "insideShot": {
         *               "level": 9,
         *               "change": "Unchanged"
         *             },
         *             "insideDefense": {
         *               "level": 14,
         *               "change": "Unchanged"
         *             },
         *             "rebounding": {
         *               "level": 10,
         *               "change": "Unchanged"
         *             },
         *             "shotBlocking": {
         *               "level": 6,
         *               "change": "Unchanged"
         *             },
         *             "stamina": {
         *               "level": 11,
         *               "change": "Unchanged"
         *             },
         *             "freeThrow": {
         *               "level": 7,
         *               "change": "Unchanged"
         *             },
         *             "experience": {
         *               "level": 12,
         *               "change": "Unchanged"
         *             }
         *           }
         *         }
         *       ]
         *     }
         */
        Roster: {
            /** @description The club's players, by jersey number. */
            players: components["schemas"]["Player"][];
            team: components["schemas"]["TeamRef"];
        };
        /**
         * @description A team's games in one season (every competition), with scores once played.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "season": {
         *         "number": 70,
         *         "startsAt": "2026-08-14T00:00:00.000Z",
         *         "endsAt": "2026-11-20T00:00:00.000Z"
         *       },
         *       "games": [
         *         {
         *           "matchId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *           "startsAt": "2026-11-17T19:00:00.000Z",
         *           "competition": {
         *             "id": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *             "name": "Utopia Premier League"
         *           },
         *           "kind": "LeagueRegularSeason",
         *           "round": 9,
         *           "home": {
         *             "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "name": "Lakeside Lynx"
         *           },
         *           "away": {
         *             "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *             "name": "Port Royal Mariners"
         *           },
         *           "isHome": true,
         *           "status": "Final",
         *           "score": {
         *             "home": 88,
         *             "away": 81
         *           }
         *         },
         *         {
         *           "matchId": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
         *           "startsAt": "2026-11-21T19:00:00.000Z",
         *           "competition": {
         *             "id": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *             "name": "Utopia Premier League"
         *           },
         *           "kind": "LeagueRegularSeason",
         *           "round": 10,
         *           "home": {
         *             "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *             "name": "Port Royal Mariners"
         *           },
         *           "away": {
         *             "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *             "name": "Lakeside Lynx"
         *           },
         *           "isHome": false,
         *           "status": "Scheduled",
         *           "score": null
         *         }
         *       ],
         *       "paging": {
         *         "offset": 0,
         *         "limit": 2,
         *         "hasMore": true
         *       }
         *     }
         */
        Schedule: {
            /** @description In chronological order. */
            games: components["schemas"]["ScheduleGame"][];
            paging: components["schemas"]["Paging"];
            season: components["schemas"]["SeasonDates"];
            team: components["schemas"]["TeamRef"];
        };
        /** @description One game of a team's schedule. */
        ScheduleGame: {
            away: components["schemas"]["TeamRef"];
            competition: components["schemas"]["CompetitionRef"];
            home: components["schemas"]["TeamRef"];
            /**
             * @description Whether this team is the home team.
             * @example true
             */
            isHome: boolean;
            kind: components["schemas"]["MatchKind"];
            /**
             * Format: uuid
             * @description Usable as `{matchId}`.
             * @example 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
             */
            matchId: string;
            /**
             * @description Round of the competition, 1-based.
             * @example 9
             */
            round: number;
            score: components["schemas"]["Score"];
            /**
             * Format: date-time
             * @description ISO 8601 date and time, UTC.
             * @example 2026-11-17T19:00:00.000Z
             */
            startsAt: string;
            status: components["schemas"]["MatchStatus"];
        };
        /** @description Final score; null until the game is played. */
        Score: {
            /** @example 81 */
            away: number;
            /** @example 88 */
            home: number;
        } | null;
        /** @description A season's number and dates. */
        SeasonDates: {
            /**
             * Format: date-time
             * @description ISO 8601 date and time, UTC.
             * @example 2026-11-20T00:00:00.000Z
             */
            endsAt: string;
            /** @example 70 */
            number: number;
            /**
             * Format: date-time
             * @description ISO 8601 date and time, UTC.
             * @example 2026-08-14T00:00:00.000Z
             */
            startsAt: string;
        };
        /**
         * @description Every season the world keeps, with its number and dates, newest first: the last full season before the world began, complete (every game with its box score, playoffs, relegation series, final standings, promotion and relegation), and every season since. Each has its games and standings.
         * @example {
         *       "seasons": [
         *         {
         *           "number": 71,
         *           "startsAt": "2026-10-02T00:00:00.000Z",
         *           "endsAt": "2027-01-08T00:00:00.000Z",
         *           "isCurrent": true
         *         },
         *         {
         *           "number": 70,
         *           "startsAt": "2026-06-26T00:00:00.000Z",
         *           "endsAt": "2026-10-02T00:00:00.000Z",
         *           "isCurrent": false
         *         }
         *       ]
         *     }
         */
        SeasonList: {
            /** @description Every season the world keeps, newest first. */
            seasons: {
                /**
                 * Format: date-time
                 * @description When the next season begins (a season lasts 14 weeks).
                 * @example 2026-11-17T19:00:00.000Z
                 */
                endsAt: string;
                /**
                 * @description The season being played now, used when `season` is omitted.
                 * @example true
                 */
                isCurrent: boolean;
                /**
                 * @description Usable as the `season` query parameter.
                 * @example 71
                 */
                number: number;
                /**
                 * Format: date-time
                 * @description Friday 00:00 UTC that opened the season.
                 * @example 2026-11-17T19:00:00.000Z
                 */
                startsAt: string;
            }[];
        };
        SeasonStartedData: {
            /**
             * Format: date-time
             * @description The instant it ends (the next season's turn).
             */
            endsAt: string;
            /**
             * @description Its number.
             * @example 43
             */
            season: number;
            /**
             * Format: uuid
             * @description The new season.
             */
            seasonId: string;
            /**
             * Format: date-time
             * @description Its first day.
             */
            startsAt: string;
        };
        /**
         * @example Bleachers
         * @enum {string}
         */
        SeatType: "Bleachers" | "LowerTier" | "Courtside" | "LuxuryBoxes";
        Skill: {
            /**
             * @description Change over the last training week.
             * @example Improved
             * @enum {string}
             */
            change: "Unchanged" | "Improved" | "Worsened";
            /**
             * @description The level as the game shows it: 1 (atrocious) … 20 (legendary); veterans reach the 20s.
             * @example 11
             */
            level: number;
        };
        /**
         * @description The current squad's skill changes from training at their clubs, week by week, newest first.
         * @example {
         *       "team": {
         *         "id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *         "name": "Utopia",
         *         "kind": "NationalTeam"
         *       },
         *       "weeks": [
         *         {
         *           "trainedAt": "2026-11-13T00:00:00.000Z",
         *           "changes": [
         *             {
         *               "player": {
         *                 "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *                 "name": "Marcus Holloway"
         *               },
         *               "club": {
         *                 "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *                 "name": "Lakeside Lynx"
         *               },
         *               "skill": "jumpShot",
         *               "from": 12,
         *               "to": 13
         *             }
         *           ]
         *         }
         *       ],
         *       "limitedToLatest": false
         *     }
         */
        SquadTrainingHistory: {
            /**
             * @description True when the coach is not a supporter: only the latest week is returned.
             * @example false
             */
            limitedToLatest: boolean;
            team: components["schemas"]["NationalTeamRef"];
            /** @description Training weeks in which squad players trained, newest first. */
            weeks: {
                /** @description Every skill change of a squad player that week, by player; `club` is the club whose training produced it. Empty when none changed. */
                changes: {
                    club: components["schemas"]["TeamRef"];
                    /** @example 12 */
                    from: number;
                    player: components["schemas"]["PlayerRef"];
                    skill: components["schemas"]["TrainingSkill"];
                    /**
                     * @description One up, or one down for a drop.
                     * @example 13
                     */
                    to: number;
                }[];
                /**
                 * Format: date-time
                 * @description When the week's training ran (the latest session that training week, which starts on Friday, at the squad's clubs).
                 * @example 2026-11-17T19:00:00.000Z
                 */
                trainedAt: string;
            }[];
        };
        /**
         * @description How good the staff member is, from `Minimal` up to `WorldRenowned` (in this order).
         * @enum {string}
         */
        StaffLevel: "Minimal" | "Basic" | "Average" | "Good" | "Excellent" | "WorldRenowned";
        /**
         * @description The club's staff with type, level, specialty and weekly salary.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "staff": [
         *         {
         *           "id": "d5c4b3a2-9180-4f7e-8d6c-5b4a39281706",
         *           "name": "Dana Whitfield",
         *           "type": "Coach",
         *           "level": "Good",
         *           "specialty": "Player Development",
         *           "salary": 16800,
         *           "hiredAt": "2025-03-02T10:00:00.000Z"
         *         },
         *         {
         *           "id": "e6d5c4b3-a291-4807-9e6d-5c4b3a291807",
         *           "name": "Rafael Ortiz",
         *           "type": "Doctor",
         *           "level": "Average",
         *           "specialty": "Massage",
         *           "salary": 7450,
         *           "hiredAt": "2024-09-20T10:00:00.000Z"
         *         }
         *       ],
         *       "weeklySalaries": 24250
         *     }
         */
        StaffList: {
            /** @description In the order of `StaffType`, then by name. */
            staff: {
                /**
                 * Format: date-time
                 * @description ISO 8601 date and time, UTC.
                 * @example 2026-11-17T19:00:00.000Z
                 */
                hiredAt: string;
                /**
                 * Format: uuid
                 * @description Staff member id.
                 */
                id: string;
                level: components["schemas"]["StaffLevel"];
                /** @example Dana Whitfield */
                name: string;
                /**
                 * @description Weekly salary in dollars.
                 * @example 16800
                 */
                salary: number;
                /**
                 * @description As the game words it, e.g. Coach: `Offense`, `Defense`, `Player Development`; Doctor: `Taping Injuries`, `Massage`; Trainer: `Career Extension`, `Fitness`; PR manager: `Crowd Involvement`, `National Appeal`. Null when none.
                 * @example Player Development
                 */
                specialty: string | null;
                type: components["schemas"]["StaffType"];
            }[];
            team: components["schemas"]["TeamRef"];
            /**
             * @description Sum of the staff's weekly salaries.
             * @example 41250
             */
            weeklySalaries: number;
        };
        /**
         * @description What the staff member does. A club always has a `Coach`; the other posts may be vacant.
         * @enum {string}
         */
        StaffType: "Coach" | "AssistantCoach" | "YouthTrainer" | "Doctor" | "Trainer" | "PRManager";
        /**
         * @description A league's regular-season table by conference. The season being played is counted from its played games; past seasons show their final lines. (The example is abridged.)
         * @example {
         *       "competition": {
         *         "id": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *         "name": "Utopia Premier League",
         *         "level": 1
         *       },
         *       "season": {
         *         "number": 70
         *       },
         *       "conferences": [
         *         {
         *           "name": "A",
         *           "teams": [
         *             {
         *               "position": 1,
         *               "team": {
         *                 "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *                 "name": "Lakeside Lynx"
         *               },
         *               "isBot": false,
         *               "played": 9,
         *               "wins": 7,
         *               "losses": 2,
         *               "pointsFor": 801,
         *               "pointsAgainst": 742,
         *               "pointDifference": 59,
         *               "forfeits": 0
         *             },
         *             {
         *               "position": 2,
         *               "team": {
         *                 "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
         *                 "name": "Northgate Owls"
         *               },
         *               "isBot": true,
         *               "played": 9,
         *               "wins": 5,
         *               "losses": 4,
         *               "pointsFor": 770,
         *               "pointsAgainst": 771,
         *               "pointDifference": -1,
         *               "forfeits": 0
         *             }
         *           ]
         *         },
         *         {
         *           "name": "B",
         *           "teams": [
         *             {
         *               "position": 1,
         *               "team": {
         *                 "id": "2c9d1e0f-7b3a-4e6c-a5d8-1f2e3d4c5b6a",
         *                 "name": "Port Royal Mariners"
         *               },
         *               "isBot": false,
         *               "played": 9,
         *               "wins": 6,
         *               "losses": 3,
         *               "pointsFor": 790,
         *               "pointsAgainst": 760,
         *               "pointDifference": 30,
         *               "forfeits": 0
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        Standings: {
            competition: components["schemas"]["LeagueRef"];
            /** @description The league's two conferences, by name. */
            conferences: {
                /** @example A */
                name: string;
                /** @description By wins, then point difference, then points scored. */
                teams: components["schemas"]["StandingsLine"][];
            }[];
            season: {
                /** @example 70 */
                number: number;
            };
        };
        /** @description One team's line in the table. */
        StandingsLine: {
            /**
             * @description Games lost by forfeit (counted among the losses), stored with a finished season's final line; 0 while a season is played.
             * @example 0
             */
            forfeits: number;
            /**
             * @description A club nobody runs.
             * @example false
             */
            isBot: boolean;
            /** @example 2 */
            losses: number;
            /** @example 9 */
            played: number;
            /**
             * @description pointsFor − pointsAgainst.
             * @example 59
             */
            pointDifference: number;
            /** @example 742 */
            pointsAgainst: number;
            /** @example 801 */
            pointsFor: number;
            /**
             * @description Place in the conference, 1-based.
             * @example 1
             */
            position: number;
            team: components["schemas"]["TeamRef"];
            /** @example 7 */
            wins: number;
        };
        /**
         * @description `Averages` (per game) or `Totals`.
         * @example Averages
         * @enum {string}
         */
        StatsMode: "Averages" | "Totals";
        /**
         * @description A club or national team: name, kind, country, league and who runs it.
         * @example {
         *       "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *       "name": "Lakeside Lynx",
         *       "shortName": "LYN",
         *       "kind": "ManagedTeam",
         *       "country": {
         *         "id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
         *         "name": "Utopia"
         *       },
         *       "league": {
         *         "id": "7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7",
         *         "name": "Utopia Premier League",
         *         "level": 1
         *       },
         *       "conference": "A",
         *       "manager": {
         *         "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
         *         "username": "demo"
         *       },
         *       "arenaName": "Lakeside Dome",
         *       "createdAt": "2019-03-08T10:00:00.000Z"
         *     }
         */
        Team: {
            /**
             * @description Null for national teams, which have no arena.
             * @example Lakeside Dome
             */
            arenaName: string | null;
            /**
             * @description The club's conference in its league; null for national teams.
             * @example A
             */
            conference: string | null;
            country: components["schemas"]["CountryRef"];
            /**
             * Format: date-time
             * @description When the team was founded.
             * @example 2019-03-08T10:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: uuid
             * @description Team id.
             * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
             */
            id: string;
            kind: components["schemas"]["TeamKind"];
            /** @description The club's current league; null for national teams. */
            league: {
                /**
                 * Format: uuid
                 * @description Competition id.
                 * @example 7c6b5a49-3827-4615-a4f3-e2d1c0b9a8f7
                 */
                id: string;
                /**
                 * @description Division level: 1 is the top.
                 * @example 1
                 */
                level: number;
                /** @example Utopia Premier League */
                name: string;
            } | null;
            /** @description The club's manager, or the elected coach of a national team; null for bot clubs (and a national team without a coach). */
            manager: {
                /**
                 * Format: uuid
                 * @description Manager id.
                 * @example 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f
                 */
                id: string;
                /** @example demo */
                username: string;
            } | null;
            /** @example Lakeside Lynx */
            name: string;
            /** @example LYN */
            shortName: string;
        };
        /**
         * @description `ManagedTeam`: a club a manager runs; `BotTeam`: a club nobody runs; `NationalTeam` and `JuniorNationalTeam` (U21): a country's national teams.
         * @enum {string}
         */
        TeamKind: "ManagedTeam" | "BotTeam" | "NationalTeam" | "JuniorNationalTeam";
        /** @description The team's rating levels in the game, in thirds of a level: 8, 8.3, 8.6, 9 and so on (higher is better). */
        TeamRatings: {
            /** @example 9.6 */
            insideDefense: number;
            /** @example 8.6 */
            insideScoring: number;
            /** @example 8.3 */
            offensiveFlow: number;
            /** @example 8 */
            outsideDefense: number;
            /** @example 9.3 */
            outsideScoring: number;
            /** @example 10.3 */
            rebounding: number;
        };
        /** @description A club or national team, by id and name. */
        TeamRef: {
            /**
             * Format: uuid
             * @description Team id.
             * @example 0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10
             */
            id: string;
            /** @example Lakeside Lynx */
            name: string;
        };
        /**
         * @description Each player's statistics for the team in one season. (The example is abridged to one player.)
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "season": {
         *         "number": 70
         *       },
         *       "mode": "Averages",
         *       "players": [
         *         {
         *           "player": {
         *             "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *             "name": "Marcus Holloway"
         *           },
         *           "games": 9,
         *           "minutes": 31.4,
         *           "fgm": 7.2,
         *           "fga": 14.1,
         *           "fgPercent": 51.1,
         *           "tpm": 1.8,
         *           "tpa": 4.6,
         *           "tpPercent": 39,
         *           "ftm": 3.3,
         *           "fta": 4.1,
         *           "ftPercent": 81.1,
         *           "oreb": 1.4,
         *           "reb": 6.2,
         *           "ast": 2.9,
         *           "to": 1.7,
         *           "stl": 1.1,
         *           "blk": 0.6,
         *           "pf": 2.8,
         *           "pts": 19.5,
         *           "rating": 7.1
         *         }
         *       ]
         *     }
         */
        TeamStats: {
            mode: components["schemas"]["StatsMode"];
            /** @description Every player who played for the team in that season's played games, by points (as shown), most first. */
            players: components["schemas"]["PlayerSeasonStats"][];
            season: {
                /** @example 70 */
                number: number;
            };
            team: components["schemas"]["TeamRef"];
        };
        /** @description One of the two grants, told apart by `grant_type`. */
        TokenRequest: components["schemas"]["AuthorizationCodeRequest"] | components["schemas"]["RefreshTokenRequest"];
        TokenResponse: {
            /**
             * @description `gmat_…`, valid 1 hour.
             * @example gmat_…
             */
            access_token: string;
            /**
             * @description Seconds until the access token expires.
             * @enum {number}
             */
            expires_in: 3600;
            /**
             * @description `gmrt_…`, single use, valid 90 days; the answer to a refresh holds the next one.
             * @example gmrt_…
             */
            refresh_token: string;
            /**
             * @description Space-separated scopes of this pair.
             * @example public team
             */
            scope: string;
            /** @enum {string} */
            token_type: "Bearer";
        };
        TrainingCompletedData: {
            /**
             * Format: uuid
             * @description The club that trained: `/teams/{teamId}/training/history` has the session.
             */
            teamId: string;
            /**
             * Format: date-time
             * @description The training day (Friday 00:00 UTC) that closed the week.
             */
            week: string;
        };
        /** @description The staff and facility state the session really ran with. Null for sessions older than the API. */
        TrainingConditions: {
            coachLevel: components["schemas"]["StaffLevel"];
            /**
             * @description The coach's specialty; null when he has none.
             * @example Player Development
             */
            coachSpecialty: string | null;
            /** @example 3 */
            gymLevel: number;
            /**
             * @description Sessions in the off-season week train differently.
             * @example false
             */
            isOffseason: boolean;
            /** @example 4 */
            trainingCourtLevel: number;
            /**
             * @description Null when the club had no youth trainer.
             * @enum {string|null}
             */
            youthTrainerLevel: "Minimal" | "Basic" | "Average" | "Good" | "Excellent" | "WorldRenowned" | null;
        } | null;
        /**
         * @description The club's training sessions, newest first. Managers without supporter status receive only the latest session.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "sessions": [
         *         {
         *           "id": "c4b3a291-8f7e-4d6c-b5a4-93827160f5e4",
         *           "type": "OutsideShooting",
         *           "positions": [
         *             "SG",
         *             "SF"
         *           ],
         *           "trainedAt": "2026-11-13T00:00:00.000Z",
         *           "efficiencyPercent": 92,
         *           "conditions": {
         *             "coachLevel": "Good",
         *             "coachSpecialty": "Player Development",
         *             "youthTrainerLevel": "Average",
         *             "gymLevel": 3,
         *             "trainingCourtLevel": 4,
         *             "isOffseason": false
         *           },
         *           "participants": [
         *             {
         *               "player": {
         *                 "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *                 "name": "Marcus Holloway"
         *               },
         *               "minutes": 52,
         *               "trainingMinutes": 48,
         *               "hasFullMinutes": true
         *             }
         *           ],
         *           "skillChanges": [
         *             {
         *               "player": {
         *                 "id": "3e2d1c0b-9a8f-4e7d-b6c5-4b3a2f1e0d9c",
         *                 "name": "Marcus Holloway"
         *               },
         *               "skill": "jumpShot",
         *               "from": 9,
         *               "to": 10
         *             }
         *           ],
         *           "breakthroughs": []
         *         }
         *       ],
         *       "limitedToLatest": false,
         *       "paging": {
         *         "offset": 0,
         *         "limit": 25,
         *         "hasMore": true
         *       }
         *     }
         */
        TrainingHistory: {
            /**
             * @description True when the viewer is not a supporter: only the latest session is ever returned, and `paging.hasMore` is false.
             * @example false
             */
            limitedToLatest: boolean;
            paging: components["schemas"]["Paging"];
            /** @description Newest first. */
            sessions: {
                breakthroughs: {
                    /**
                     * @description What caused it: `Training` (an unusually good week), `Youth` (a young player's leap); one or both.
                     * @example [
                     *       "Training"
                     *     ]
                     */
                    kinds: ("Training" | "Youth")[];
                    /** @example 11 */
                    newLevel: number;
                    /** @example 10 */
                    oldLevel: number;
                    player: components["schemas"]["PlayerRef"];
                    skill: components["schemas"]["TrainingSkill"];
                }[];
                conditions: components["schemas"]["TrainingConditions"];
                /** @example 92 */
                efficiencyPercent: number;
                /**
                 * Format: uuid
                 * @description Session id.
                 */
                id: string;
                /** @description One per trained player, by name. */
                participants: {
                    /**
                     * @description Played enough minutes for full training.
                     * @example false
                     */
                    hasFullMinutes: boolean;
                    /**
                     * @description Minutes played in the training week.
                     * @example 44
                     */
                    minutes: number;
                    player: components["schemas"]["PlayerRef"];
                    /**
                     * @description Minutes that counted for the drill.
                     * @example 38
                     */
                    trainingMinutes: number;
                }[];
                /** @description Positions trained. */
                positions: components["schemas"]["Position"][];
                /** @description Rises and drops. */
                skillChanges: {
                    /**
                     * @description Level before the session.
                     * @example 9
                     */
                    from: number;
                    player: components["schemas"]["PlayerRef"];
                    skill: components["schemas"]["TrainingSkill"];
                    /**
                     * @description Level after it: one up or one down (drops are included).
                     * @example 10
                     */
                    to: number;
                }[];
                /**
                 * Format: date-time
                 * @description Time of the session.
                 * @example 2026-11-17T19:00:00.000Z
                 */
                trainedAt: string;
                type: components["schemas"]["Drill"];
            }[];
            team: components["schemas"]["TeamRef"];
        };
        /**
         * @description The drill and positions set for the club's next training.
         * @example {
         *       "team": {
         *         "id": "0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10",
         *         "name": "Lakeside Lynx"
         *       },
         *       "drill": "OutsideShooting",
         *       "positions": [
         *         "SG",
         *         "SF"
         *       ],
         *       "updatedAt": "2026-11-14T09:12:00.000Z"
         *     }
         */
        TrainingPlan: {
            drill: components["schemas"]["Drill"];
            /** @description The positions the drill trains: one, a pair such as SG and SF, three (less effective), or all five for team-wide drills. */
            positions: components["schemas"]["Position"][];
            team: components["schemas"]["TeamRef"];
            /**
             * Format: date-time
             * @description When the plan was last changed.
             * @example 2026-11-17T19:00:00.000Z
             */
            updatedAt: string;
        };
        /**
         * @description A skill, named as the keys of `Player.skills`.
         * @enum {string}
         */
        TrainingSkill: "jumpShot" | "jumpRange" | "outsideDefense" | "handling" | "driving" | "passing" | "insideShot" | "insideDefense" | "rebounding" | "shotBlocking" | "stamina" | "freeThrow" | "experience";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCompetitionStandings: {
        parameters: {
            query?: {
                /** @description A season number; the season being played when omitted. An unknown season answers 404. */
                season?: number;
            };
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A league id. */
                competitionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Standings"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCountries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryList"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCountryLeagues: {
        parameters: {
            query?: {
                /** @description Only leagues of this division level (1 is the top). */
                level?: number;
            };
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A country id from `/countries`. */
                countryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueList"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCountryNationalTeams: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A country id from `/countries`. */
                countryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationalTeamList"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                /** @description The `next` of the page you read last. Omitted: from the oldest event kept. */
                after?: string;
                /** @description Events per page. */
                limit?: number;
                /** @description Only these event types, comma-separated: `match.finished`, `auction.settled`, `training.completed`, `economy.week_booked`, `season.started`, `player.drafted`, `player.retired`. Omitted: every type your scopes allow. */
                types?: string;
            };
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFeed"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMarketPlayers: {
        parameters: {
            query?: {
                /** @description A country id (UUID, as in `/countries`): only players of that nationality. An unknown id matches nothing. */
                country?: string;
                /** @description `Nothing`: no injury filter; `OnlyInjured`: only injured players; `ExcludeInjured`: only healthy players. One of `Nothing`, `OnlyInjured`, `ExcludeInjured`; case-sensitive. */
                injury?: "Nothing" | "OnlyInjured" | "ExcludeInjured";
                /** @description How many items to return, 1 to 30. */
                limit?: number;
                /** @description Oldest age, in years. */
                maxAge?: number;
                /** @description Greatest height, in centimetres. */
                maxHeight?: number;
                /** @description Greatest potential, 0 (announcer) to 11 (all-time great). */
                maxPotential?: number;
                /** @description Greatest current price (highest bid, or the starting price), in dollars. */
                maxPrice?: number;
                /** @description Greatest weekly salary, in dollars. */
                maxSalary?: number;
                /** @description Youngest age, in years. */
                minAge?: number;
                /** @description Least height, in centimetres. */
                minHeight?: number;
                /** @description Least potential, 0 (announcer) to 11 (all-time great). */
                minPotential?: number;
                /** @description Least current price (highest bid, or the starting price), in dollars. */
                minPrice?: number;
                /** @description Least weekly salary, in dollars. */
                minSalary?: number;
                /** @description How many players to skip, at most 149: `offset + limit` may not exceed 150. */
                offset?: number;
                /** @description `AuctionTime`: by the auction's end; `Age`; `Salary`. Ties go by listing id. One of `AuctionTime`, `Age`, `Salary`; case-sensitive. */
                orderBy?: "AuctionTime" | "Age" | "Salary";
                /** @description Only players whose best position is this. One of `PG`, `SG`, `SF`, `PF`, `C`; case-sensitive. */
                position?: "PG" | "SG" | "SF" | "PF" | "C";
                /** @description Direction of `orderBy`. One of `Asc`, `Desc`; case-sensitive. */
                sort?: "Asc" | "Desc";
            };
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketPlayerList"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMarketPlayerAuction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Player id. */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Auction"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A match id. */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMatchBoxScore: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A match id. */
                matchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoxScore"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNationalTeamRoster: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A national team id (see `/countries/{countryId}/national-teams` or `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationalRoster"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNationalTeamTrainingHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A national team id (see `/countries/{countryId}/national-teams` or `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SquadTrainingHistory"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevokeRequest"];
            };
        };
        responses: {
            /** @description Revoked, or there was nothing to revoke. */
            200: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`: no `token`, or a field sent twice (fields not listed here are ignored). */
            400: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `invalid_client`. */
            401: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `invalid_request`: the body is over 16384 bytes (told by `Content-Length`, or found while reading it). */
            413: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description More than 60 requests a minute from this address or client; see `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the minute resets. */
                    "Retry-After": number;
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `internal_error`: an unexpected failure on our side, logged under `requestId` (in the data API's error envelope). */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database could not be reached (in the data API's error envelope). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A new access and refresh token. */
            200: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description `invalid_grant`, `invalid_request` (a field missing, or one sent twice; fields not listed here are ignored), `invalid_scope`, `unauthorized_client` or `unsupported_grant_type`. */
            400: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `invalid_client`: unknown client, wrong or missing secret, or a suspended application. */
            401: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `invalid_request`: the body is over 16384 bytes (told by `Content-Length`, or found while reading it). */
            413: {
                headers: {
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description More than 20 requests a minute from this address; see `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the minute resets. */
                    "Retry-After": number;
                    /** @description Requests a minute this endpoint takes from you. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this minute. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When the minute ends, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Always `minute` here. */
                    "X-RateLimit-Resource"?: string;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `internal_error`: an unexpected failure on our side, logged under `requestId` (in the data API's error envelope). */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database could not be reached (in the data API's error envelope). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A player id. */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlayerTraining: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A player of one of your clubs. */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerTraining"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSeasons: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonList"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A club or national team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamArena: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A club or national team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Arena"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamEconomy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description One of your clubs (see `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EconomySummary"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamEconomySalaries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description One of your clubs (see `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamFacilities: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description One of your clubs (see `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Facilities"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamRoster: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A club or national team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Roster"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamSchedule: {
        parameters: {
            query?: {
                /** @description How many items to return, 1 to 30. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
                /** @description A season number; the season being played when omitted. An unknown season answers 404. */
                season?: number;
            };
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A club or national team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description One of your clubs (see `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamStats: {
        parameters: {
            query?: {
                /** @description Per-game averages or season totals; `Averages` when omitted. One of `Averages`, `Totals`; case-sensitive. */
                mode?: "Averages" | "Totals";
                /** @description A season number; the season being played when omitted. An unknown season answers 404. */
                season?: number;
            };
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A club or national team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamStats"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamTraining: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description One of your clubs (see `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingPlan"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamTrainingHistory: {
        parameters: {
            query?: {
                /** @description How many items to return, 1 to 30. */
                limit?: number;
                /** @description How many items to skip. */
                offset?: number;
            };
            header?: {
                /** @description The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description One of your clubs (see `/me`). */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Limit headers describe the tightest limit that applies to this call. */
            200: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingHistory"];
                };
            };
            /** @description Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand). */
            304: {
                headers: {
                    /** @description `private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse. */
                    "Cache-Control": string;
                    /** @description The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota. */
                    ETag: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`). */
            400: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count. */
            401: {
                headers: {
                    /** @description The bearer challenge, with `error` and `error_description` (RFC 6750 §3). */
                    "WWW-Authenticate": string;
                    /** @description How many calls without a valid token this address may make a minute. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`). */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource (`not_found`). */
            404: {
                headers: {
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds until the spent limit resets. */
                    "Retry-After": number;
                    /** @description The size of the tightest limit that applies to this call. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Calls left in that limit. Slow down before it reaches 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that limit resets, in Unix epoch seconds. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Which limit the other headers describe: `minute`, `day` or `breadth`. */
                    "X-RateLimit-Resource"?: "minute" | "day" | "breadth";
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure (`internal_error`), logged under `requestId`. */
            500: {
                headers: {
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": number;
                    /** @description Quote it when reporting a problem; the portal's request log finds the call by it. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
