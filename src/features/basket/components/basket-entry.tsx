import { useEffect } from 'react';
import { Badge, Popover } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useSelector } from 'react-redux';
import { selectBasketCount } from '../basket.slice';
import { useBasketActions } from '../hooks/use-basket';
import { BasketSummary } from './basket-summary';

/** Props of the helper bar's 试题篮. */
export interface BasketEntryProps {
  /** Popover width in CSS pixels (spec section 9: 368). */
  width: number;
  /** Class of the bar button, so it looks like its neighbours. */
  className?: string;
}

/** The helper bar's 试题篮: count badge and the basket popover; loads the basket when shown. */
export function BasketEntry({ width, className }: BasketEntryProps) {
  const count = useSelector(selectBasketCount);
  const { load } = useBasketActions();
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  return (
    <Popover
      title="试题篮"
      placement="left"
      content={<BasketSummary />}
      styles={{ root: { width } }}
    >
      <button type="button" className={className} aria-label={`试题篮（${count}题）`}>
        <Badge count={count} showZero size="small">
          <ShoppingCartOutlined />
        </Badge>
        <span>试题篮</span>
      </button>
    </Popover>
  );
}
