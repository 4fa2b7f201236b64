/**
 * Gold values from the structured sources in resume_docs: RenderCV YAML, Markdown, and LaTeX (moderncv,
 * Awesome-CV, Europass). Read generically (field names of those formats), never per file.
 */

export interface Gold {
  name: string | null
  email: string | null
  phone: string | null
  /** null when the source has no skills list to compare with. */
  skills: string[] | null
}

function unquote(value: string): string {
  return value
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .trim()
}

export function goldFromYaml(text: string): Gold {
  const field = (key: string) => {
    const m = new RegExp(`^\\s{2}${key}:[ \\t]*(.*)$`, 'm').exec(text)
    const v = m ? unquote(m[1]!) : ''
    return v === '' ? null : v
  }
  let skills: string[] | null = null
  const block = /^\s{4}skills:\s*\n((?:\s{6,}.*\n?)+)/m.exec(text)
  if (block) {
    skills = []
    for (const m of block[1]!.matchAll(/details:\s*(.+)/g))
      skills.push(
        ...unquote(m[1]!)
          .split(/\s*,\s*/)
          .filter(Boolean),
      )
  }
  return { name: field('name'), email: field('email'), phone: field('phone'), skills }
}

export function goldFromMarkdown(text: string): Gold {
  const name = /^#\s*([^#\n].*)$/m.exec(text)?.[1]?.trim() ?? null
  const email = /<?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>?/.exec(text)?.[1] ?? null
  const phone = /(\+\d[\d ().-]{7,}\d)/.exec(text)?.[1] ?? null
  return { name, email, phone, skills: null }
}

/** Strip LaTeX markup from a braced argument. */
function tex(value: string): string {
  return value
    .replace(/\\href\{[^}]*\}\{([^}]*)\}/g, '$1')
    .replace(/\\[a-zA-Z]+\*?(\[[^\]]*\])?/g, ' ')
    .replace(/[{}~\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function goldFromLatex(text: string): Gold {
  const body = text.replace(/(^|[^\\])%.*$/gm, '$1')
  const two = /\\name\{([^}]*)\}\{([^}]*)\}/.exec(body)
  const one = /\\(?:ecvname|fullname)\{([^}]*)\}/.exec(body)
  const name = two ? `${tex(two[1]!)} ${tex(two[2]!)}`.trim() : one ? tex(one[1]!) : null
  const email = /\\(?:email|ecvemail)\{([^}]*)\}/.exec(body)?.[1]?.trim() ?? null
  // The mobile number is the candidate's primary phone (Europass lists it first in the document too).
  const phone =
    /\\mobile\{([^}]*)\}/.exec(body)?.[1] ??
    /\\phone\[mobile\]\{([^}]*)\}/.exec(body)?.[1] ??
    /\\ecvtelephone(?:\[[^\]]*\])?\{([^}]*)\}/.exec(body)?.[1] ??
    /\\phone(?:\[[^\]]*\])?\{([^}]*)\}/.exec(body)?.[1] ??
    null
  const skills: string[] = []
  for (const m of body.matchAll(/\\cvcomputer\{([^}]*)\}/g)) skills.push(tex(m[1]!))
  for (const m of body.matchAll(/\\cvskill\s*\{[^}]*\}\s*\{([^}]*)\}/g)) skills.push(...tex(m[1]!).split(/\s*,\s*/))
  return { name, email, phone: phone ? tex(phone) : null, skills: skills.length > 0 ? skills.filter(Boolean) : null }
}
