import type { Generated } from "kysely";

/** Table types, written to match db/migrations; tests/integration/migrations.test.ts checks they agree. */
export interface PostViewsTable {
  slug: string;
  views: number;
  updated_at: Generated<Date>;
}

export interface Database {
  post_views: PostViewsTable;
}
