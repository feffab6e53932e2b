-- The words a learned predicate's vector was made from, kept so `engram reembed` can make it again with
-- another model (the contract: it rebuilds every vector). A predicate is made by its first raw phrasing,
-- recorded beside it with similarity 1: rows from before this column take that phrasing
-- (predicate_raws is insert-only, so its physical order is the order rows came in).
ALTER TABLE predicates ADD COLUMN phrase text COLLATE "C";
--> statement-breakpoint
UPDATE predicates p SET phrase = (SELECT r.raw FROM predicate_raws r WHERE r.project_id = p.project_id AND r.predicate = p.name AND r.similarity = 1 ORDER BY r.ctid LIMIT 1);
