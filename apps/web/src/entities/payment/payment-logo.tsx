/**
 * The small mark beside each payment choice (spec §3 Payment types; docs/features.md "Online payments"): a
 * drawn badge, never the brands' artwork. A wallet shows its colour and its short name (LINE Pay green, 街口
 * red, 台灣Pay blue with a green stripe …); 現金, 信用卡 and 儲值金 show a plain icon. Inline SVG, a few hundred
 * bytes in all, loaded with the checkout and the payment pages only.
 */
import { PaymentType } from '@iding/domain';

/** viewBox size of every mark: a 48×30 badge, as wide as a card's 8:5. */
const W = 48;
const H = 30;

interface WordMark {
  /** Badge colour. */
  bg: string;
  /** Text colour. */
  fg: string;
  text: string;
  /** A second colour stripe along the bottom (台灣Pay). */
  stripe?: string;
  /** Drawn with a hairline border (a white badge). */
  border?: boolean;
}

/** The wallets' word marks: brand colour and short name. */
const WORD_MARKS: Partial<Record<number, WordMark>> = {
  [PaymentType.LINE_PAY]: { bg: '#06C755', fg: '#fff', text: 'LINE Pay' },
  [PaymentType.JKO_PAY]: { bg: '#E4002B', fg: '#fff', text: '街口' },
  [PaymentType.PLUS_PAY]: { bg: '#F47B20', fg: '#fff', text: '全盈+' },
  [PaymentType.TW_PAY]: { bg: '#0B5CAB', fg: '#fff', text: '台灣Pay', stripe: '#39B54A' },
  [PaymentType.PX_PAY]: { bg: '#003C8F', fg: '#fff', text: '全支付' },
  [PaymentType.EASY_WALLET]: { bg: '#00A0E9', fg: '#fff', text: '悠遊付' },
  [PaymentType.TAISHIN_CREDIT_CARD]: { bg: '#C8102E', fg: '#fff', text: '台新' },
  [PaymentType.GOOGLE_PAY]: { bg: '#fff', fg: '#3C4043', text: 'G Pay', border: true },
  [PaymentType.APPLE_PAY]: { bg: '#000', fg: '#fff', text: 'Apple Pay' },
};

/** Text wider than this many characters is squeezed to fit the badge (SVG textLength). */
const FIT_AFTER = 3;

function Word({ mark }: { mark: WordMark }) {
  const long = mark.text.length > FIT_AFTER;
  return (
    <>
      <rect
        x="0.5"
        y="0.5"
        width={W - 1}
        height={H - 1}
        rx="6"
        fill={mark.bg}
        stroke={mark.border ? '#9CA3AF' : 'none'}
      />
      {mark.stripe && <rect x="6" y={H - 6} width={W - 12} height="2.5" rx="1.25" fill={mark.stripe} />}
      <text
        x={W / 2}
        y={mark.stripe ? 17 : 19}
        textAnchor="middle"
        fontSize={long ? 11 : 12}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill={mark.fg}
        {...(long ? { textLength: W - 8, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {mark.text}
      </text>
    </>
  );
}

/** 現金 (and 貨到付款): a banknote. */
function Cash() {
  return (
    <>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="6" fill="#ECFDF3" stroke="#16A34A" />
      <rect x="8" y="8" width="32" height="14" rx="2" fill="none" stroke="#15803D" strokeWidth="2" />
      <circle cx="24" cy="15" r="3.5" fill="none" stroke="#15803D" strokeWidth="2" />
    </>
  );
}

/** 信用卡: a card with its stripe and chip. */
function Card() {
  return (
    <>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="6" fill="#EFF6FF" stroke="#1D4ED8" />
      <rect x="9" y="6" width="30" height="19" rx="3" fill="none" stroke="#1D4ED8" strokeWidth="2" />
      <rect x="9" y="10" width="30" height="3" fill="#1D4ED8" />
      <rect x="13" y="17" width="7" height="4" rx="1" fill="#1D4ED8" />
    </>
  );
}

/** 儲值金: a coin with the NT dollar sign. */
function StoredValue() {
  return (
    <>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="6" fill="#FFFBEB" stroke="#B45309" />
      <circle cx="24" cy="15" r="9" fill="#FCD34D" stroke="#B45309" strokeWidth="2" />
      <text
        x="24"
        y="19.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#92400E"
      >
        $
      </text>
    </>
  );
}

/** 轉帳 and 其他: a neutral badge with the type's first characters. */
function Other({ text }: { text: string }) {
  return <Word mark={{ bg: '#F3F4F6', fg: '#374151', text, border: true }} />;
}

/**
 * The mark of payment type `type` (spec §3 PaymentType), decorative: the choice's label names it for screen
 * readers, so the SVG is aria-hidden.
 */
export function PaymentLogo({
  type,
  className = 'h-[30px] w-12 shrink-0',
}: {
  type: number;
  className?: string;
}) {
  const word = WORD_MARKS[type];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={className}
      aria-hidden
      focusable="false"
      data-payment-logo={type}
    >
      {word ? (
        <Word mark={word} />
      ) : type === PaymentType.CASH || type === PaymentType.PAY_ON_DELIVERY ? (
        <Cash />
      ) : type === PaymentType.CREDIT_CARD ? (
        <Card />
      ) : type === PaymentType.STORE_CREDIT ? (
        <StoredValue />
      ) : (
        <Other text={type === PaymentType.TRANSFER ? '轉帳' : '其他'} />
      )}
    </svg>
  );
}
