-- Global search at scale (issue 14, ADR 0026): the FTS5 index carries each document's scope as tokens,
-- so a query is narrowed to one tenant (and one document type) inside the index, and FTS5 ranks and
-- stops at the LIMIT itself instead of every match being joined to search_documents and sorted.
-- `scope` holds two tokens: 't' || hex(tenant_id) (the tenant) and 't' || hex(tenant_id) || 'x' ||
-- doc_type (the tenant's documents of one type); hex() keeps any id to letters and digits, one token.
-- Contentless with contentless_delete: the text lives in search_documents only; rows are deleted by rowid.
-- Hand-written: drizzle cannot express FTS5 tables or triggers (like 0001_search_fts.sql).
DROP TRIGGER IF EXISTS `search_documents_fts_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_documents_fts_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_documents_fts_au`;
--> statement-breakpoint
DROP TABLE IF EXISTS `search_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_fts` USING fts5(
	`title`,
	`body`,
	`scope`,
	content='',
	contentless_delete=1,
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3'
);
--> statement-breakpoint
-- A title match weighs ten times a body match; the scope tokens carry no weight.
INSERT INTO `search_fts` (`search_fts`, `rank`) VALUES ('rank', 'bm25(10.0, 1.0, 0.0)');
--> statement-breakpoint
INSERT INTO `search_fts` (rowid, `title`, `body`, `scope`)
	SELECT `rowid`, `title`, `body`, 't' || hex(`tenant_id`) || ' t' || hex(`tenant_id`) || 'x' || `doc_type` FROM `search_documents`;
--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_ai` AFTER INSERT ON `search_documents` BEGIN
	INSERT INTO `search_fts` (rowid, `title`, `body`, `scope`)
	VALUES (new.`rowid`, new.`title`, new.`body`, 't' || hex(new.`tenant_id`) || ' t' || hex(new.`tenant_id`) || 'x' || new.`doc_type`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_ad` AFTER DELETE ON `search_documents` BEGIN
	DELETE FROM `search_fts` WHERE rowid = old.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_au` AFTER UPDATE ON `search_documents` BEGIN
	DELETE FROM `search_fts` WHERE rowid = old.`rowid`;
	INSERT INTO `search_fts` (rowid, `title`, `body`, `scope`)
	VALUES (new.`rowid`, new.`title`, new.`body`, 't' || hex(new.`tenant_id`) || ' t' || hex(new.`tenant_id`) || 'x' || new.`doc_type`);
END;
