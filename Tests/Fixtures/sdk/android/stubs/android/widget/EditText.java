// Mirrors android.widget.EditText at API 35 (framework)
package android.widget;

import android.content.Context;
import android.text.Editable;
import android.util.AttributeSet;

public class EditText extends TextView {
    public EditText(Context context) { this(context, null); }

    public EditText(Context context, AttributeSet attrs) { super(context, attrs); }

    public EditText(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }

    public EditText(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); }

    @Override
    protected boolean getDefaultEditable() { return true; }

    @Override
    public Editable getText() {
        CharSequence text = super.getText();
        if (text == null) return null;
        if (text instanceof Editable) return (Editable) text;
        super.setText(text, BufferType.EDITABLE);
        return (Editable) super.getText();
    }

    @Override
    public void setText(CharSequence text, BufferType type) { super.setText(text, BufferType.EDITABLE); }

    public void setSelection(int start, int stop) {
        if (start < 0 || start > length() || stop < 0 || stop > length()) throw new IndexOutOfBoundsException("setSpan (" + start + " ... " + stop + ") ends beyond length " + length());
    }

    public void setSelection(int index) { setSelection(index, index); }

    public void selectAll() {}
}
