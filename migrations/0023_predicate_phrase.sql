-- The words a learned predicate's vector was made from, kept so `engram reembed` can make it again with
-- another model (the contract: it rebuilds every vector). A predicate is made by its first raw phrasing,
-- recorded beside it with similarity 1: rows from before this column take that phrasing.
ALTER TABLE `predicates` ADD `phrase` text;
--> statement-breakpoint
UPDATE `predicates` SET `phrase` = (SELECT r.`raw` FROM `predicate_raws` r WHERE r.`project_id` = `predicates`.`project_id` AND r.`predicate` = `predicates`.`name` AND r.`similarity` = 1 ORDER BY r.rowid LIMIT 1);
