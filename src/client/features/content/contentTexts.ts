// Client texts of the about-us and homepage content; none is required, so the server's text wins.
export const CONTENT_TEXT = {
  aboutUsLoadFailed: 'An error occurred while loading the about us content',
  homepageLoadFailed: 'An error occurred while loading the homepage content',
  aboutUsSaveFailed: 'An error occurred while saving the about us content',
  homepageSaveFailed: 'An error occurred while saving the homepage content',
  imageUploadFailed: 'An error occurred while uploading the image',
  imageDeleteFailed: 'An error occurred while deleting the image',
  aboutUsSaved: 'About us content saved.',
  homepageSaved: 'Homepage content saved.',
  imageUploaded: 'Image uploaded.',
  imageDeleted: 'Image deleted.',
} as const;
