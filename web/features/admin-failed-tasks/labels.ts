import type { FailedTaskStatus } from '../../../worker/contracts/enums'
import type { FailedTask } from '../../api/failed-tasks'
import { m } from '../../paraglide/messages'
import { applicantName } from '../applicants/applicant-name'

// A record over the contract's enumeration: a new status fails the type check here until it has words.
export const TASK_STATUS_LABELS: Record<FailedTaskStatus, () => string> = {
  FAILED: () => m.admin_tasks_status_failed(),
  RECOVERING: () => m.admin_tasks_status_recovering(),
  RECOVERED: () => m.admin_tasks_status_recovered(),
  REMOVED: () => m.admin_tasks_status_removed(),
}

/** What a task is about, in words: its applicant, else its CV file, else its job, else its kind. */
export function taskSubject(task: FailedTask): string {
  if (task.applicant) {
    const { name } = task.applicant
    return name === null ? m.admin_tasks_deleted() : applicantName(name, task.document?.filename)
  }
  if (task.document) return m.admin_tasks_cv_file({ filename: task.document.filename ?? m.admin_tasks_deleted() })
  if (task.job) return task.job.title ?? m.admin_tasks_deleted()
  return m.admin_tasks_task({ kind: task.kind ?? task.queue })
}
