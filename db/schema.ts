import type { Generated } from "kysely";

/** Table types, written to match db/migrations; tests/integration/migrations.test.ts checks they agree. */
export interface PostViewsTable {
  slug: string;
  views: number;
  updated_at: Generated<Date>;
}

/** A page view counted recently, by the id its page gave it. */
export interface ViewIdsTable {
  id: string;
  slug: string;
  /** When its batch was written, in milliseconds since the epoch. */
  seen_at: number;
}

export interface Database {
  post_views: PostViewsTable;
  view_ids: ViewIdsTable;
}
