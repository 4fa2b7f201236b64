/** Plain types shared by the taxonomy lookups (no runtime code). */

export type SkillKind = 'hard' | 'soft'

export interface SkillRef {
  /** Stable id: `esco:<uuid>` for ESCO concepts, `tool:<slug>` for O*NET/curated tools, `x:<slug>` for curated skills. */
  id: string
  label: string
  kind: SkillKind
}

export interface SkillMention extends SkillRef {
  /** Offsets into the original text (UTF-16 code units, end exclusive). */
  start: number
  end: number
  /** The matched slice of the original text. */
  text: string
}

export type FindSkillsMode = 'section' | 'anywhere'

export interface IscoRef {
  code: string
  title: string
}

export interface IscoGroup extends IscoRef {
  level: 1 | 2 | 3 | 4
}

export type LanguageProficiency = 'elementary' | 'limited_working' | 'professional' | 'full_professional'
