// Not part of the public SDK: what com.android.internal.policy.PhoneLayoutInflater is on a device.
package tandem.runtime;

import android.content.Context;
import android.view.LayoutInflater;

public final class PhoneLayoutInflater extends LayoutInflater {
    public PhoneLayoutInflater(Context context) { super(context); }

    private PhoneLayoutInflater(LayoutInflater original, Context newContext) { super(original, newContext); }

    @Override
    public LayoutInflater cloneInContext(Context newContext) { return new PhoneLayoutInflater(this, newContext); }
}
