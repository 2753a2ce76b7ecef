// Mirrors android.widget.RadioGroup at API 35 (framework): check(id) unchecks the previous button, checks the new
// one (firing the buttons' listeners) and then the group's listener; clicking a child RadioButton does the same.
package android.widget;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.XmlAttributes;

public class RadioGroup extends LinearLayout {
    private int mCheckedId = View.NO_ID;
    private boolean mProtectFromCheckedChange = false;
    private OnCheckedChangeListener mOnCheckedChangeListener;
    private final CompoundButton.OnCheckedChangeListener mChildOnCheckedChangeListener = new CompoundButton.OnCheckedChangeListener() {
        @Override
        public void onCheckedChanged(@NonNull CompoundButton buttonView, boolean isChecked) {
            if (mProtectFromCheckedChange) return;
            mProtectFromCheckedChange = true;
            if (mCheckedId != View.NO_ID) setCheckedStateForView(mCheckedId, false);
            mProtectFromCheckedChange = false;
            setCheckedId(buttonView.getId());
        }
    };

    public interface OnCheckedChangeListener {
        void onCheckedChanged(@NonNull RadioGroup group, int checkedId);
    }

    public RadioGroup(Context context) {
        super(context);
        setOrientation(VERTICAL);
    }

    public RadioGroup(Context context, AttributeSet attrs) {
        super(context, attrs);
        if (XmlAttributes.android(attrs, "orientation") == null) setOrientation(VERTICAL);
        String checked = XmlAttributes.android(attrs, "checkedButton");
        if (checked != null) mCheckedId = tandem.runtime.Runtime.get().res.idForReference(checked);
    }

    @Override
    public void onViewAdded(View child) {
        if (child instanceof RadioButton) {
            if (child.getId() == View.NO_ID) child.setId(View.generateViewId());
            ((RadioButton) child).setOnCheckedChangeWidgetListener(mChildOnCheckedChangeListener);
        }
        super.onViewAdded(child);
    }

    @Override
    public void onViewRemoved(View child) {
        if (child instanceof RadioButton) ((RadioButton) child).setOnCheckedChangeWidgetListener(null);
        super.onViewRemoved(child);
    }

    @Override
    public void addView(View child, int index, ViewGroup.LayoutParams params) {
        if (child instanceof RadioButton) {
            final RadioButton button = (RadioButton) child;
            if (button.isChecked()) {
                mProtectFromCheckedChange = true;
                if (mCheckedId != View.NO_ID) setCheckedStateForView(mCheckedId, false);
                mProtectFromCheckedChange = false;
                if (button.getId() == View.NO_ID) button.setId(View.generateViewId());
                setCheckedId(button.getId());
            }
        }
        super.addView(child, index, params);
        if (child instanceof RadioButton && child.getId() == mCheckedId && !((RadioButton) child).isChecked()) {
            mProtectFromCheckedChange = true;
            ((RadioButton) child).setChecked(true);
            mProtectFromCheckedChange = false;
        }
    }

    public void check(int id) {
        if (id != View.NO_ID && (id == mCheckedId)) return;
        if (mCheckedId != View.NO_ID) setCheckedStateForView(mCheckedId, false);
        if (id != View.NO_ID) setCheckedStateForView(id, true);
        setCheckedId(id);
    }

    private void setCheckedId(int id) {
        boolean changed = id != mCheckedId;
        mCheckedId = id;
        if (mOnCheckedChangeListener != null && changed) mOnCheckedChangeListener.onCheckedChanged(this, mCheckedId);
    }

    private void setCheckedStateForView(int viewId, boolean checked) {
        View checkedView = findViewById(viewId);
        if (checkedView instanceof RadioButton) ((RadioButton) checkedView).setChecked(checked);
    }

    public int getCheckedRadioButtonId() { return mCheckedId; }

    public void clearCheck() { check(View.NO_ID); }

    public void setOnCheckedChangeListener(@Nullable OnCheckedChangeListener listener) { mOnCheckedChangeListener = listener; }
}
