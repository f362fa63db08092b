import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TwitterIcon from '@mui/icons-material/Twitter';
import { isSafeUrl } from '@shared/domain/urls';
import { TextLink } from '@client/components/TextLink';
import { useAppSelector } from '@client/lib/hooks';
import { selectCompany, selectSocial } from './siteSettingsSelectors';

type Company = ReturnType<typeof selectCompany>;
type Social = ReturnType<typeof selectSocial>;

export function Footer() {
  const company = useAppSelector(selectCompany);
  const social = useAppSelector(selectSocial);
  return <FooterView company={company} social={social} />;
}

/** The footer from given values: the shell passes the saved settings, the settings preview its draft. */
export function FooterView({ company, social }: { company: Company; social: Social }) {
  const year = new Date().getFullYear();
  // 'Ltd.' already ends the sentence: no second full stop.
  const socialLinks = [
    { label: 'LinkedIn', href: social.linkedin, Icon: LinkedInIcon },
    { label: 'Twitter', href: social.twitter, Icon: TwitterIcon },
    { label: 'Facebook', href: social.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: social.instagram, Icon: InstagramIcon },
  ];

  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 'auto', pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 420 }}>
            <Typography variant="h6" component="p" sx={{ color: 'common.white', fontWeight: 700 }}>
              {company.name}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {company.slogan}
            </Typography>
          </Box>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography variant="subtitle2" component="p" sx={{ color: 'common.white', mb: 1 }}>
              Contact
            </Typography>
            <Typography variant="body2">
              <TextLink href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} tone="inherit" underline="hover">
                {company.phone}
              </TextLink>
            </Typography>
            <Typography variant="body2">
              <TextLink href={`mailto:${company.email}`} tone="inherit" underline="hover">
                {company.email}
              </TextLink>
            </Typography>
            <Typography variant="body2">{company.address}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ color: 'common.white', mb: 1 }}>
              Follow us
            </Typography>
            <Stack direction="row" spacing={1}>
              {socialLinks.map(({ label, href, Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  // A draft in the settings preview may hold anything; only a safe address is a link.
                  href={isSafeUrl(href) ? href : undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  sx={{ color: 'grey.300', '&:hover': { color: 'common.white' } }}
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'grey.800', textAlign: 'center' }}
        >
          {`© ${year} ${company.name}${company.name.endsWith('.') ? '' : '.'} All rights reserved.`}
        </Typography>
      </Container>
    </Box>
  );
}
