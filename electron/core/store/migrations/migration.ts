/** One numbered schema change. Its SQL is a literal: once shipped, never edited. */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}
