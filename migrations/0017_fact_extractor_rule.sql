-- Provenance (issue 23): the built-in rules extractor's rule that read a fact ("places.move_to"), so anyone
-- can see why a sentence gave what it gave. Null for direct writes, the model extractor and older rows.
ALTER TABLE `facts` ADD `extractor_rule` text;
