import { describe, expect, it } from 'vitest';
import type { PrinterMeasure } from '../../../scan';
import { printerVerdict } from './printer-check.service';

const measure = (over: Partial<PrinterMeasure> = {}): PrinterMeasure => ({
  scaleX: 1.002,
  scaleY: 1,
  offsetXmm: 0.4,
  offsetYmm: -0.3,
  rotationDeg: 0.12,
  ...over,
});

describe('printer check verdict', () => {
  it('passes an actual-size print without offset', () => {
    expect(printerVerdict(measure())).toEqual({
      ok: true,
      scaleX: 1.002,
      scaleY: 1,
      offsetXmm: 0.4,
      offsetYmm: -0.3,
      rotationDeg: 0.12,
      verdict: '打印比例正常（100.1%），没有明显偏移',
    });
  });

  it('names "fit to page", enlargement and an offset', () => {
    expect(printerVerdict(measure({ scaleX: 0.97, scaleY: 0.97 })).verdict).toBe(
      '打印内容缩小了 3.0%（实际比例 97.0%），可能选择了“适合页面”，请选择“实际大小”（100%）重新打印',
    );
    expect(printerVerdict(measure({ scaleX: 1.03, scaleY: 1.03 })).verdict).toBe(
      '打印内容放大了 3.0%（实际比例 103.0%），请选择“实际大小”（100%）重新打印',
    );
    const shifted = printerVerdict(measure({ offsetXmm: -3.26, offsetYmm: 2.5 }));
    expect(shifted).toMatchObject({
      ok: false,
      offsetXmm: -3.3,
      verdict: '打印内容偏移（向左 3.3 毫米，向下 2.5 毫米），请检查纸盒导板是否贴紧纸张',
    });
  });
});
