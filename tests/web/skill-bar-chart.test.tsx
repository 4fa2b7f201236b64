import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { barPercent, SkillBarChart } from '../../web/features/dashboard/skill-bar-chart'

describe('skill bar chart', () => {
  const draw = () =>
    render(
      <SkillBarChart
        bars={[
          { label: 'Rust', value: 6, previous: 7.5 },
          { label: 'Continuous integration pipelines', value: 3, previous: null },
          { label: 'Negative', value: -2, previous: -1 },
        ]}
        unit="Gap"
        describedBy="gap-table"
      />,
    ).container

  it('is one named image that points at its table', () => {
    draw()
    const chart = screen.getByRole('img', { name: /Bar chart of Gap per skill/ })
    expect(chart.getAttribute('aria-describedby')).toBe('gap-table')
    // No SVG scaled to the card: its labels would grow and shrink with the card's width.
    expect(chart.querySelector('svg')).toBeNull()
  })

  it('draws a bar per skill, as long as its value against the largest figure, none below zero', () => {
    const bars = [...draw().querySelectorAll<HTMLElement>('.skill-chart-bar')]
    // The largest figure is last week's 7.5.
    expect(bars.map((b) => b.style.width)).toEqual(['80%', '40%', '0%'])
  })

  it('marks last week where there is a figure', () => {
    const markers = [...draw().querySelectorAll<HTMLElement>('.skill-chart-marker')]
    expect(markers.map((m) => m.style.insetInlineStart)).toEqual(['100%', '0%'])
  })

  it('labels every row with the whole name, which is also its tooltip when the column cuts it', () => {
    const labels = [...draw().querySelectorAll<HTMLElement>('.skill-chart-label')]
    expect(labels.map((l) => l.textContent)).toEqual(['Rust', 'Continuous integration pipelines', 'Negative'])
    expect(labels.map((l) => l.title)).toEqual(['Rust', 'Continuous integration pipelines', 'Negative'])
  })

  it('draws empty bars when every figure is zero, without dividing by zero', () => {
    const { container } = render(<SkillBarChart bars={[{ label: 'Go', value: 0 }]} unit="Gap" describedBy="t" />)
    expect(container.querySelector<HTMLElement>('.skill-chart-bar')?.style.width).toBe('0%')
    expect(barPercent(3, 4)).toBe(75)
  })
})
