-- Hand-written (drizzle cannot express triggers): changing the doc_type CHECK of search_documents makes
-- drizzle rebuild the table (0010), and DROP TABLE takes the FTS triggers of 0001_search_fts.sql with it.
-- The rebuild keeps every rowid, so the external-content index stays valid; only the triggers come back.
CREATE TRIGGER IF NOT EXISTS `search_documents_fts_ai` AFTER INSERT ON `search_documents` BEGIN
	INSERT INTO `search_fts` (rowid, `title`, `body`) VALUES (new.`rowid`, new.`title`, new.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `search_documents_fts_ad` AFTER DELETE ON `search_documents` BEGIN
	INSERT INTO `search_fts` (`search_fts`, rowid, `title`, `body`) VALUES ('delete', old.`rowid`, old.`title`, old.`body`);
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `search_documents_fts_au` AFTER UPDATE ON `search_documents` BEGIN
	INSERT INTO `search_fts` (`search_fts`, rowid, `title`, `body`) VALUES ('delete', old.`rowid`, old.`title`, old.`body`);
	INSERT INTO `search_fts` (rowid, `title`, `body`) VALUES (new.`rowid`, new.`title`, new.`body`);
END;
