import { ApiError } from '../../api/http';
import { accessFailure, callMessage, convertFailure, pageTitle, pleaseUse, text } from './messages';

describe('knowledge-capture texts (spec §2, §8)', () => {
  it("names the real pages: 'Please use /maya or /daniel'", () => {
    expect(pleaseUse(['Maya', 'Daniel'])).toBe('Please use /maya or /daniel');
    expect(pleaseUse(['Ann', 'Bo', 'Cy'])).toBe('Please use /ann, /bo or /cy');
    expect(pleaseUse(['Maya'])).toBe('Please use /maya');
  });

  it('titles the page "Dr. {Name}\'s Insights"', () => {
    expect(pageTitle('maya')).toBe("Dr. Maya's Insights");
    expect(pageTitle('Daniel')).toBe("Dr. Daniel's Insights");
  });

  it('registration and login: network text, else the server error, else the fallback', () => {
    const network = new ApiError(0, 'Unable to reach the server.');
    const server = new ApiError(403, 'Registration is closed.', undefined, true);
    const bare = new ApiError(500, 'Server returned 500');
    expect(accessFailure(network, text.registrationFailed, text.registrationNetwork)).toBe(
      'Registration failed. Please try again.',
    );
    expect(accessFailure(new TypeError('x'), text.invalidPassword, text.loginNetwork)).toBe(
      'Login failed. Please try again.',
    );
    expect(accessFailure(server, text.registrationFailed, text.registrationNetwork)).toBe(
      'Registration is closed.',
    );
    expect(accessFailure(bare, text.registrationFailed, text.registrationNetwork)).toBe(
      'Registration failed',
    );
    expect(accessFailure(bare, text.invalidPassword, text.loginNetwork)).toBe('Invalid password');
  });

  it("passes the call's message through to the alerts", () => {
    expect(callMessage(new ApiError(502, 'Server returned non-JSON response'))).toBe(
      'Server returned non-JSON response',
    );
    expect(callMessage(new ApiError(500, 'Server returned 500'))).toBe('Server returned 500');
  });

  it("convert: 'Error: {message}' from the server, else the fallback", () => {
    expect(convertFailure(new ApiError(404, 'Contribution not found', undefined, true))).toBe(
      'Error: Contribution not found',
    );
    expect(convertFailure(new ApiError(0, 'offline'))).toBe(
      'Failed to convert question to insight',
    );
  });
});
