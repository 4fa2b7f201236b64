import { describe, expect, it } from 'vitest'
import { detectLanguage, guessLanguage } from '../../../worker/engine/language/index'

describe('document language', () => {
  it.each([
    [
      'en',
      'I have worked for five years as a software developer for a large company and I know Java and the cloud very well.',
    ],
    [
      'de',
      'Ich habe fünf Jahre als Softwareentwickler bei einer großen Firma gearbeitet und kenne mich mit Java und der Cloud gut aus.',
    ],
    [
      'fr',
      "J'ai travaillé pendant cinq ans comme développeur dans une grande entreprise et je connais très bien Java et le cloud.",
    ],
    ['es', 'He trabajado durante cinco años como desarrollador en una gran empresa y conozco muy bien Java y la nube.'],
    ['it', 'Ho lavorato per cinque anni come sviluppatore in una grande azienda e conosco molto bene Java e il cloud.'],
    [
      'nl',
      'Ik heb vijf jaar als softwareontwikkelaar bij een groot bedrijf gewerkt en ik ken Java en de cloud heel goed.',
    ],
    [
      'pl',
      'Przez pięć lat pracowałem jako programista w dużej firmie i bardzo dobrze znam Javę oraz chmurę obliczeniową.',
    ],
    ['pt', 'Trabalhei durante cinco anos como programador numa grande empresa e conheço muito bem Java e a nuvem.'],
  ])('detects %s', (code, text) => {
    expect(detectLanguage(text)).toBe(code)
  })

  it('answers null when unsure', () => {
    expect(detectLanguage('')).toBeNull()
    expect(detectLanguage('Java SQL')).toBeNull()
    expect(detectLanguage('12345 67890')).toBeNull()
  })

  it('uses stop words for short texts', () => {
    expect(guessLanguage('Berufserfahrung und Kenntnisse mit der Firma')).toEqual({
      language: 'de',
      method: 'stop-words',
    })
  })

  it('reads a CV whose prose is German even with English skill names', () => {
    const cv =
      'Max Muster\nBerufserfahrung\nIch entwickle seit fünf Jahren Anwendungen mit Java, Spring Boot und Kubernetes für den Handel.\nKenntnisse\nJava, Spring Boot, Docker, AWS'
    expect(detectLanguage(cv)).toBe('de')
  })
})
