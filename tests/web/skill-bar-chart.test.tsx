import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bands, linear, truncateLabel } from '../../web/features/dashboard/chart-geometry'
import { SkillBarChart } from '../../web/features/dashboard/skill-bar-chart'

const close = (actual: number, expected: number) => {
  expect(actual).toBeCloseTo(expected, 9)
}

describe('chart geometry', () => {
  // The expected figures are d3's scaleBand({ padding: 0.25 }) and scaleLinear as the chart used them
  // through visx, taken before the library was removed: the chart keeps its look.
  it('places the rows as d3’s band scale with padding 0.25 did', () => {
    const one = bands(1, 28, 0.25)
    close(one.top(0), 5.6)
    close(one.bandwidth, 16.8)
    const three = bands(3, 84, 0.25)
    for (const [i, top] of [6.46153846153846, 32.30769230769231, 58.15384615384615].entries()) close(three.top(i), top)
    close(three.bandwidth, 19.384615384615387)
    const ten = bands(10, 280, 0.25)
    close(ten.top(0), 6.82926829268294)
    close(ten.top(9), 252.6829268292683)
    close(ten.bandwidth, 20.48780487804878)
  })

  it('scales values linearly from zero', () => {
    const x = linear(7, 324)
    expect([0, 1, 3.5, 7].map(x)).toEqual([0, 46.285714285714285, 162, 324])
  })

  it('cuts long labels by characters with an ellipsis, never inside a character', () => {
    expect(truncateLabel('TypeScript', 20)).toBe('TypeScript')
    expect(truncateLabel('12345678901234567890', 20)).toBe('12345678901234567890')
    expect(truncateLabel('Continuous integration pipelines', 20)).toBe('Continuous integrat…')
    expect(truncateLabel('😀'.repeat(25), 20)).toBe(`${'😀'.repeat(19)}…`)
    // 20 characters, 40 UTF-16 units: not cut.
    expect(truncateLabel('😀'.repeat(20), 20)).toBe('😀'.repeat(20))
  })
})

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
    ).container.querySelector('svg')!

  it('is one named image that points at its table', () => {
    const svg = draw()
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toMatch(/Bar chart of Gap per skill/)
    expect(svg.getAttribute('aria-describedby')).toBe('gap-table')
    expect(svg.querySelector(':scope > title')?.textContent).toMatch(/Bar chart of Gap per skill/)
    expect(svg.getAttribute('viewBox')).toBe('0 0 480 92')
  })

  it('draws a bar per skill, as long as its value against the largest figure, none below zero', () => {
    const rects = [...draw().querySelectorAll('rect')]
    // The largest figure is last week's 7.5; the plot is 480 - 140 - 16 = 324 wide.
    expect(rects.map((r) => Number(r.getAttribute('width')))).toEqual([(6 / 7.5) * 324, (3 / 7.5) * 324, 0])
    const step = 84 / 3.25
    for (const [i, r] of rects.entries()) close(Number(r.getAttribute('y')), (84 - step * 2.75) / 2 + step * i)
    for (const r of rects) close(Number(r.getAttribute('height')), step * 0.75)
  })

  it('marks last week where there is a figure', () => {
    const markers = [...draw().querySelectorAll('line[stroke-dasharray]')]
    expect(markers.map((l) => Number(l.getAttribute('x1')))).toEqual([324, 0])
  })

  it('labels the rows in the page font, a cut label with its full name as a tooltip', () => {
    const svg = draw()
    const labels = [...svg.querySelectorAll('text')]
    expect(labels.map((t) => t.lastChild?.textContent)).toEqual(['Rust', 'Continuous integ…', 'Negative'])
    expect(labels.map((t) => t.querySelector('title')?.textContent ?? null)).toEqual([
      null,
      'Continuous integration pipelines',
      null,
    ])
    expect(svg.querySelector('[font-family]')).toBeNull()
    expect(labels[0]?.closest('g')?.getAttribute('font-size')).toBe('12')
  })
})
