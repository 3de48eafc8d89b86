import { useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { isTeamMode } from '@/api/mode';
import { useOrganization } from '@/api/queries/get-organization';
import { servedWithPage } from '@/components/job-posting-json-ld';
import { PostingFacts } from '@/components/posting-facts';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useSetAddressParam } from '@/lib/use-address-param';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCareers } from '../api/get-careers';
import { CareersPostings } from '../components/careers-postings';
import '../careers.css';

/**
 * The careers page: the open jobs as applicants see them, filterable by department and location
 * (kept in the address), each with its Apply link. Public on a team server; in browser mode a
 * preview of what applicants would see.
 */
export function CareersPage() {
  useDocumentTitle('Careers');
  const [params] = useSearchParams();
  const department = params.get('department') ?? '';
  const location = params.get('location') ?? '';
  const careers = useCareers({
    department: department || undefined,
    location: location || undefined,
  });

  // Not waited for: the positions show without it, the organization's words once it comes.
  const organization = useOrganization();
  const { pathname } = useLocation();
  const [served] = useState(() => servedWithPage(pathname));

  const setParam = useSetAddressParam();
  const choose = (key: 'department' | 'location', value: string) => setParam(key, value);

  return (
    <div className="careers-page">
      {!isTeamMode() && (
        <p className="careers-preview" role="note">
          Preview: this is the page applicants see on a team server.{' '}
          <Link to="/">Back to Jobs</Link>
        </p>
      )}
      <header className="careers-header">
        {organization.data && <p className="careers-organization">{organization.data.name}</p>}
        <h1>Open positions</h1>
        {organization.data?.careersIntro ? (
          <p className="careers-intro">{organization.data.careersIntro}</p>
        ) : (
          <p>Find a role that fits you and apply in a few minutes.</p>
        )}
      </header>
      {careers.isPending ? (
        <LoadingMessage>Loading open positions…</LoadingMessage>
      ) : careers.isError ? (
        <div className="panel">
          <ErrorMessage>
            Could not load the open positions: {errorMessage(careers.error)}
          </ErrorMessage>
          <button type="button" className="btn" onClick={() => void careers.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <form
            className="careers-filters"
            role="search"
            aria-label="Filter positions"
            onSubmit={(e) => e.preventDefault()}
          >
            <FilterSelect
              label="Department"
              all="All departments"
              value={department}
              options={careers.data.departments}
              onChange={(value) => choose('department', value)}
            />
            <FilterSelect
              label="Location"
              all="All locations"
              value={location}
              options={careers.data.locations}
              onChange={(value) => choose('location', value)}
            />
          </form>
          <p className="careers-count" aria-live="polite">
            {careers.data.jobs.length === 1
              ? '1 open position'
              : `${careers.data.jobs.length} open positions`}
          </p>
          {careers.data.jobs.length === 0 ? (
            <div className="panel empty-state">
              <p>No open positions match. Try all departments and locations.</p>
            </div>
          ) : (
            <>
              {!served && organization.data && (
                <CareersPostings
                  jobIds={careers.data.jobs.map((job) => job.id)}
                  organization={organization.data}
                />
              )}
              <ul className="careers-list" aria-label="Open positions">
                {careers.data.jobs.map((job) => (
                  <li key={job.id} className="panel careers-job">
                    <div>
                      <h2 className="careers-job-title">{job.title}</h2>
                      <PostingFacts job={job} />
                    </div>
                    <Link
                      to={`/jobs/${job.id}/apply`}
                      className="btn btn-primary"
                      aria-label={`Apply for ${job.title}`}
                    >
                      Apply
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  /** The first choice, which filters nothing. */
  all: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, all, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
