import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import * as calendar from "./data/calendar.server";
import * as forYou from "./data/for-you.server";
import * as matching from "./data/matching.server";
import type { MatchStore } from "./data/model.server";
import * as searches from "./data/searches.server";
import * as suggested from "./data/suggestions.server";

// The matchmaking domain's data layer (`repo.matchmaking.<function>`), bound to one database.

const FUNCTIONS = {
  matchesDue: matching.matchesDue,
  matchTender: matching.matchTender,
  tendersFor: forYou.tendersFor,
  suggestions: suggested.suggestions,
  searchesOf: searches.searchesOf,
  saveSearch: searches.saveSearch,
  deleteSearch: searches.deleteSearch,
  calendarToken: calendar.calendarToken,
  renewCalendarToken: calendar.renewCalendarToken,
  revokeCalendarToken: calendar.revokeCalendarToken,
  calendarOf: calendar.calendarOf,
};

export function createMatchmaking(db: Db, write: Write) {
  return bindStore<MatchStore, typeof FUNCTIONS>({ db, write }, FUNCTIONS);
}

export type Matchmaking = ReturnType<typeof createMatchmaking>;
