-- A finished batch needs no copy of its items (issue 18): the imported memories live in `memories`, and
-- the batch keeps only its counters and errors. Batches finished before this release drop theirs now;
-- the import clears them as it finishes from here on.
UPDATE `batches` SET `items` = '[]' WHERE `status` IN ('completed', 'failed');
