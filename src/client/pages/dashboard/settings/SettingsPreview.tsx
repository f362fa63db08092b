import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SiteSettingsInput } from '@shared/contracts/siteSettings';
import { FooterView, TopBarView } from '@client/features/siteSettings';
import { effectiveDraft } from './settingsFields';

/** Sets the DOM's inert property, which React's props do not carry the same way in every version. */
const makeInert = (element: HTMLElement | null) => {
  if (element) element.inert = true;
};

function PreviewFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ mb: 2 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {label}
      </Typography>
      {/* inert: a click in the preview must not leave the page with unsaved changes. */}
      <Box
        ref={makeInert}
        data-testid={label}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', userSelect: 'none' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The top bar a visitor would see with the draft saved. */
export function TopBarPreview({ draft }: { draft: SiteSettingsInput }) {
  const s = effectiveDraft(draft);
  return (
    <PreviewFrame label="Top bar preview">
      <TopBarView
        isAuthenticated={false}
        position="static"
        brand={{
          siteName: s.siteName,
          logoText: s.logoText,
          logoBgColor: s.logoBgColor,
          faviconUrl: s.faviconUrl,
        }}
      />
    </PreviewFrame>
  );
}

/** The footer a visitor would see with the draft saved. */
export function FooterPreview({ draft }: { draft: SiteSettingsInput }) {
  const s = effectiveDraft(draft);
  return (
    <PreviewFrame label="Footer preview">
      <FooterView
        company={{
          name: s.companyName,
          slogan: s.companySlogan,
          phone: s.companyPhone,
          email: s.companyEmail,
          address: s.companyAddress,
        }}
        social={{
          linkedin: s.socialLinkedIn,
          twitter: s.socialTwitter,
          facebook: s.socialFacebook,
          instagram: s.socialInstagram,
        }}
      />
    </PreviewFrame>
  );
}
