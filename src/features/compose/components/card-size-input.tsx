import { useState } from 'react';
import { Button, InputNumber, Space, Typography } from 'antd';

/** Props of a per-question size (box height, 作文格 count) with its default. */
export interface CardSizeInputProps {
  /** Accessible name, e.g. "第 6 题答题框高度". */
  label: string;
  /** The teacher's value; absent means the default. */
  value: number | undefined;
  /** What layout uses when there is no value. */
  fallback: number;
  unit: string;
  validate(v: number): string | null;
  /** A valid value, or undefined to go back to the default. */
  onChange(v: number | undefined): void;
}

const shown = (v: number) => String(Math.round(v * 10) / 10);

/**
 * A number with its default as placeholder and a 恢复默认 action; an invalid entry stays in the
 * field with its Chinese message and is not saved. Clearing the field also restores the default.
 */
export function CardSizeInput({
  label,
  value,
  fallback,
  unit,
  validate,
  onChange,
}: CardSizeInputProps) {
  const [typed, setTyped] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = (v: number | null) => {
    const problem = v === null ? null : validate(v);
    setError(problem);
    setTyped(problem ? v : null);
    if (!problem) onChange(v ?? undefined);
  };
  const restore = () => {
    setError(null);
    setTyped(null);
    onChange(undefined);
  };
  return (
    <div className="card-size">
      <Space size={6} wrap>
        <InputNumber
          aria-label={label}
          size="small"
          value={typed ?? value ?? null}
          placeholder={shown(fallback)}
          status={error ? 'error' : undefined}
          suffix={unit}
          onChange={change}
          style={{ width: 120 }}
        />
        <Typography.Text type="secondary">
          默认 {shown(fallback)} {unit}
        </Typography.Text>
        <Button
          size="small"
          type="link"
          aria-label={`${label}恢复默认`}
          disabled={value === undefined && typed === null}
          onClick={restore}
        >
          恢复默认
        </Button>
      </Space>
      {error && (
        <Typography.Text type="danger" role="alert" className="card-size__error">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
