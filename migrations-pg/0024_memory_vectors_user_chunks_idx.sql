-- SQLite's 0024 indexes sqlite-vec's chunks table by user. PostgreSQL has no such table: a user's search
-- ranks that user's rows of memories exactly (src/db/pg/vectors.ts), found through the memories indexes of
-- the baseline. A twin so that both folders hold every migration tag; it changes nothing.
SELECT 1;
