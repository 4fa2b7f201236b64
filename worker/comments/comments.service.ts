import type { Services } from '../context'
import type { Comment, CommentWriteRequest } from '../contracts/comments'
import type { NotificationSubjectKind } from '../contracts/enums'
import { hasAllPermissions, type Permission } from '../contracts/permissions'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { notifyMentions } from '../notifications/notifications.service'
import { type CommentRow, type CommentSubjectKind, commentsRepo } from './comments.repo'

export interface CommentActor {
  id: string
  /** The session's permission list (spec §6). */
  permissions: readonly string[]
}

const SUBJECT: Record<
  CommentSubjectKind,
  {
    notification: NotificationSubjectKind
    read: Permission
    notFound: 'APPLICANT_NOT_FOUND' | 'JOB_POSITION_NOT_FOUND'
  }
> = {
  APPLICANT: { notification: 'applicant', read: 'APPLICANT_READ', notFound: 'APPLICANT_NOT_FOUND' },
  JOB: { notification: 'job', read: 'JOB_READ', notFound: 'JOB_POSITION_NOT_FOUND' },
}

/**
 * Organization admins (the preset that may invite and remove users, spec §6 TEAM_UPDATE) may delete
 * anyone's comment; everyone else only their own. Nobody edits another person's words (ADR 0026).
 */
const isOrganizationAdmin = (actor: CommentActor) => hasAllPermissions(actor.permissions, ['TEAM_UPDATE'])

/** Comments on applicants and jobs, with @mentions of team members that notify them (ADR 0025). */
export function commentsService(services: Services, tenantId: string, actor: CommentActor) {
  const repo = commentsRepo(services.db.forTenant(tenantId), tenantId)

  function toComment(row: NonNullable<CommentRow>): Comment {
    const own = row.authorId === actor.id
    return {
      id: row.id,
      text: row.text,
      author: row.authorId && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
      mentions: row.mentions,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      edited: row.updatedAt > row.createdAt,
      canEdit: own,
      canDelete: own || isOrganizationAdmin(actor),
    }
  }

  async function subjectTitle(kind: CommentSubjectKind, id: string) {
    const title = await repo.subjectTitle(kind, id)
    if (title === null) throw new AppError(SUBJECT[kind].notFound)
    return title
  }

  /** The comment, if the actor may see its subject; a foreign or unknown id is COMMENT_NOT_FOUND. */
  async function visible(id: string) {
    const row = await repo.get(id)
    if (!row) throw new AppError('COMMENT_NOT_FOUND')
    const kind = row.contentKind
    // Comments on other kinds of content are not served by these routes.
    if (kind !== 'APPLICANT' && kind !== 'JOB') throw new AppError('COMMENT_NOT_FOUND')
    if (!hasAllPermissions(actor.permissions, [SUBJECT[kind].read])) throw new AppError('FORBIDDEN')
    return { row, kind }
  }

  async function notify(kind: CommentSubjectKind, contentId: string, title: string, text: string, ids: string[]) {
    await notifyMentions(services, {
      tenantId,
      actorId: actor.id,
      mentionedUserIds: ids,
      subject: { kind: SUBJECT[kind].notification, id: contentId, title },
      excerpt: text,
    })
  }

  return {
    async list(kind: CommentSubjectKind, contentId: string): Promise<Comment[]> {
      await subjectTitle(kind, contentId)
      return (await repo.list(kind, contentId)).map(toComment)
    },

    async create(kind: CommentSubjectKind, contentId: string, input: CommentWriteRequest): Promise<Comment> {
      const title = await subjectTitle(kind, contentId)
      const mentions = await repo.members(input.mentions)
      const id = newId()
      await repo.insert({
        id,
        contentKind: kind,
        contentId,
        authorId: actor.id,
        text: input.text,
        mentions,
        at: services.now(),
      })
      await notify(
        kind,
        contentId,
        title,
        input.text,
        mentions.map((m) => m.id),
      )
      const row = await repo.get(id)
      if (!row) throw new AppError('COMMENT_NOT_FOUND')
      return toComment(row)
    },

    /** Edits the actor's own comment; only members mentioned for the first time are notified. */
    async update(id: string, input: CommentWriteRequest): Promise<Comment> {
      const { row, kind } = await visible(id)
      if (row.authorId !== actor.id) throw new AppError('COMMENT_NOT_OWN')
      const mentions = await repo.members(input.mentions)
      await repo.update(id, input.text, mentions, Math.max(services.now(), row.createdAt + 1))
      const before = new Set(row.mentions.map((m) => m.id))
      const added = mentions.map((m) => m.id).filter((m) => !before.has(m))
      const title = await repo.subjectTitle(kind, row.contentId)
      if (title !== null) await notify(kind, row.contentId, title, input.text, added)
      const updated = await repo.get(id)
      if (!updated) throw new AppError('COMMENT_NOT_FOUND')
      return toComment(updated)
    },

    async remove(id: string) {
      const { row } = await visible(id)
      if (row.authorId !== actor.id && !isOrganizationAdmin(actor)) throw new AppError('COMMENT_NOT_OWN')
      await repo.remove(id)
      return { ok: true as const }
    },
  }
}
