import { describe, expect, it } from 'vitest';
import { formatInterval } from '../words/api';
import { shortGloss } from './wordMarks';

describe('glosses in the line', () => {
  it('keep the first meaning without its part of speech or field tag', () => {
    expect(shortGloss('n. 气候, 社会趋势, 气候区')).toBe('气候');
    expect(shortGloss('vt. 捕获；夺取')).toBe('捕获');
    expect(shortGloss('a. 重要的，有效的')).toBe('重要的');
    expect(shortGloss('[医] 科学家')).toBe('科学家');
    expect(shortGloss('n. vt. 研究')).toBe('研究');
    expect(shortGloss('')).toBe('');
  });
});

describe('next intervals on the rating buttons', () => {
  it('read as minutes, hours, days, months and years', () => {
    expect(formatInterval(60_000)).toBe('1 分钟');
    expect(formatInterval(10 * 60_000)).toBe('10 分钟');
    expect(formatInterval(5 * 3_600_000)).toBe('5 小时');
    expect(formatInterval(3 * 86_400_000)).toBe('3 天');
    expect(formatInterval(90 * 86_400_000)).toBe('3 个月');
    expect(formatInterval(800 * 86_400_000)).toBe('2 年');
  });
});
