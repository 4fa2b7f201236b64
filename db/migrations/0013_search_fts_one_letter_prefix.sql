-- Quick suggestions at 100,000 documents (issue 14, ADR 0026): a one-letter prefix beside a word
-- ("jürgen m") expanded every token starting with that letter at query time; a prefix index for one
-- letter answers it from one posting list. Otherwise the table of migration 0011, rebuilt from
-- search_documents (contentless: the text lives there).
-- Hand-written: drizzle cannot express FTS5 tables or triggers.
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
	prefix='1 2 3'
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
