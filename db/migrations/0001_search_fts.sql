-- Global search (spec §1): an FTS5 index over search_documents. External content, so the text is stored
-- once (in search_documents) and the index holds only tokens; the triggers below keep both in step.
-- Queries join back on rowid and filter search_documents.tenant_id: the index itself is not tenant-scoped.
-- unicode61 with remove_diacritics 2 lets "Muller" find "Müller"; prefix indexes make 2- and 3-letter
-- autocomplete prefixes ("ja*") cheap.
CREATE VIRTUAL TABLE `search_fts` USING fts5(
	`title`,
	`body`,
	content='search_documents',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_ai` AFTER INSERT ON `search_documents` BEGIN
	INSERT INTO `search_fts` (rowid, `title`, `body`) VALUES (new.`rowid`, new.`title`, new.`body`);
END;
--> statement-breakpoint
-- External-content FTS5 deletes by replaying the old values with the special 'delete' command.
CREATE TRIGGER `search_documents_fts_ad` AFTER DELETE ON `search_documents` BEGIN
	INSERT INTO `search_fts` (`search_fts`, rowid, `title`, `body`) VALUES ('delete', old.`rowid`, old.`title`, old.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_au` AFTER UPDATE ON `search_documents` BEGIN
	INSERT INTO `search_fts` (`search_fts`, rowid, `title`, `body`) VALUES ('delete', old.`rowid`, old.`title`, old.`body`);
	INSERT INTO `search_fts` (rowid, `title`, `body`) VALUES (new.`rowid`, new.`title`, new.`body`);
END;
