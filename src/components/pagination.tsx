import './pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; two paginations on one page need different labels. */
  label: string;
  className?: string;
}

/** 'Previous', 'Page X of Y', 'Next'. Previous is disabled on page 1, Next on the last page. */
export function Pagination({ page, totalPages, onPageChange, label, className }: PaginationProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className={['pagination', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <span aria-hidden="true">←</span> Previous
      </button>
      <span className="pagination-status">
        Page {page} of {last}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page >= last}
        onClick={() => onPageChange(page + 1)}
      >
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
